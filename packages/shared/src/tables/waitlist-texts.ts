/**
 * The waitlist's plain values and texts, without zod: the guest's public page reads them, and a public page never
 * pulls a zod-bearing file into its bundle.
 */

/** Where a walk-in stands: waiting in line, told their table is ready, seated, or gone before being seated. */
export const WAITLIST_STATUSES = ['waiting', 'notified', 'seated', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** The statuses the owner sets; 'waiting' is where every entry starts. */
export const WAITLIST_CHANGES = ['notified', 'seated', 'left'] as const;
export type WaitlistChange = (typeof WAITLIST_CHANGES)[number];

/** The quoted wait as the guest and the owner read it: 'About 20 min'. */
export function quotedWaitText(minutes: number): string {
  return minutes === 0 ? 'Any minute now' : `About ${minutes} min`;
}

/** '1st', '2nd', '3rd', '11th', '22nd'. */
export function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th';
  return `${place}${suffix}`;
}

export const WAITLIST_TEXTS = {
  ready: 'Your table is ready',
  readyDetail: 'Please come to the host stand and we will seat you.',
  seated: 'You are seated. Enjoy your meal!',
  left: 'You have left the waitlist. We hope to see you another time.',
  invalid: 'This waitlist link is not valid. Please ask the host for your place in line.',
  refused: (status: WaitlistStatus) =>
    status === 'notified'
      ? 'This guest has already been told their table is ready.'
      : status === 'seated'
        ? 'This guest is already seated.'
        : 'This guest has already left the waitlist.',
  notFound: 'This waitlist entry does not exist.',
} as const;
