/**
 * The estimated-time text of the tracking view: 'Any moment now' when zero or past,
 * 'n minutes' under an hour, 'n hour(s)' for whole hours, otherwise 'Xh Ym'.
 */
export function estimatedTimeText(target: Date | string, now: Date): string {
  const minutes = Math.floor((new Date(target).getTime() - now.getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return 'Any moment now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${hours}h ${rest}m`;
}

const BEING_READIED = new Set(['pending', 'confirmed', 'preparing']);

/**
 * The estimated time of an order is its pickup time while the kitchen is still getting it ready; once it is
 * ready, picked up or cancelled there is nothing left to estimate (null).
 */
export function estimatedPickupTime(status: string, pickupTime: Date): string | null {
  return BEING_READIED.has(status) ? pickupTime.toISOString() : null;
}
