/** Pauses before the next try of a message that failed for a passing reason, growing with each attempt. */
const RETRY_DELAYS_MS = [1, 2, 5, 10, 30, 60, 120, 240].map((minutes) => minutes * 60_000);

/** A message still failing this long after it was queued is given up and shown to the owner. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** How long a sender holds a message it took: another sender takes it again only after this. */
export const SENDING_LEASE_MS = 5 * 60_000;

/** How long one send may take (connecting, the greeting, each answer, and the whole): well under the lease. */
export const SEND_TIMEOUT_MS = 30_000;

/** How long the check that the mail server answers may take before it counts as unreachable. */
export const SERVER_CHECK_TIMEOUT_MS = 5_000;

/** How long a check of the mail server stands before the next look at the owner's screens checks again. */
export const SERVER_CHECK_EVERY_MS = 60_000;

export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!;
}

/**
 * An SMTP answer of 5xx is final (no such mailbox, refused); anything else (4xx such as 421 'try again later',
 * a refused or dropped connection, a timeout) may pass, so the message is tried again.
 */
export function isTemporaryFailure(error: unknown): boolean {
  if (error instanceof PermanentMailError) return false;
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code !== 'number' || code < 500;
}

/** A message that can never be sent as it is (what it tells about is gone): given up at once. */
export class PermanentMailError extends Error {}

/** A message whose moment has passed (a reminder of a booking cancelled or started since): dropped, not sent. */
export class MailNoLongerNeeded extends Error {}

/** A send that took longer than the send timeout: a passing failure, tried again later. */
export class MailSendTimeout extends Error {
  constructor(timeoutMs: number) {
    super(`The mail server did not finish the send within ${timeoutMs / 1000} s`);
  }
}
