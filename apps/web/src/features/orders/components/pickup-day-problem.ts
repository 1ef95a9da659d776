import {
  orderingPausedText,
  RESTAURANT_INACTIVE_MESSAGES,
  type PickupDate,
  type PickupSlotAvailability,
} from '@flame/shared';

/** What the picker needs of the restaurant to say why a day has no time to offer. */
export interface PickupDayContext {
  isActive: boolean;
  orderingPaused: boolean;
  orderingPausedUntil: string | null;
  pickupLeadMinutes: number;
  timeZone: string;
}

/**
 * Why a chosen day offers no pickup time, or undefined when it offers one: the restaurant switched off or
 * paused, the day closed, every time too soon for the lead time, or every time left full.
 */
export function pickupDayProblem(
  day: PickupDate,
  slots: readonly PickupSlotAvailability[],
  restaurant: PickupDayContext,
  now: Date,
): string | undefined {
  if (slots.some((slot) => slot.available)) return undefined;
  if (!restaurant.isActive) return RESTAURANT_INACTIVE_MESSAGES.orders;
  const { orderingPausedUntil: until } = restaurant;
  const pausedNow = restaurant.orderingPaused && (until === null || new Date(until) > now);
  // A pause stops the pickups before its end; a later day keeps its times.
  const pauseCoversDay =
    until === null || slots.every((slot) => new Date(slot.time).getTime() < new Date(until).getTime());
  if (pausedNow && pauseCoversDay)
    return `${orderingPausedText(until, now, restaurant.timeZone)}, so no pickup time can be chosen${
      until === null ? '' : ' that day. Orders for later days continue'
    }.`;
  if (slots.length === 0) {
    // The owner's note of a closed special day ('Thanksgiving'), without the 'Closed' the list shows before it.
    const why = day.note?.replace(/^Closed( · )?/, '');
    return `We are closed on ${day.label}${why ? ` (${why})` : ''}. Please choose another day.`;
  }
  const earliest = now.getTime() + restaurant.pickupLeadMinutes * 60_000;
  if (slots.every((slot) => new Date(slot.time).getTime() < earliest)) {
    return `No pickup times are left on ${day.label}. Please choose another day.`;
  }
  return `Every pickup time on ${day.label} is full. Please choose another day.`;
}
