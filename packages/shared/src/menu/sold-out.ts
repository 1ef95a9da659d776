// Without zod: the menu, the dish page and the cart read these on their first load.
import { TZDate } from '@date-fns/tz';
import { formatClock, WEEK_DAYS } from '../service-time/opening-hours';

/** The badge and the reason beside a disabled Add to Cart. */
export const SOLD_OUT_LABEL = 'Sold out today';

export const SOLD_OUT_MESSAGES = {
  marked: 'Marked sold out today',
  back: 'Back on the menu',
  /** Beside the disabled Add to Cart when the restaurant's zone is not known yet. */
  backAtOpening: 'It is back when we next open.',
} as const;

/** Whether a dish is sold out at an instant: its `soldOutUntil` lies ahead. */
export function isSoldOut(food: { soldOutUntil?: string | null }, now: Date): boolean {
  return !!food.soldOutUntil && new Date(food.soldOutUntil).getTime() > now.getTime();
}

/** The refusal of an order holding sold-out dishes, naming them. */
export function soldOutOrderMessage(names: readonly string[]): string {
  const them = names.length === 1 ? 'it' : 'them';
  return `Sorry, ${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} sold out today. Please remove ${them} from your cart.`;
}

/** 'Back Wednesday 10:00 AM.': when a sold-out dish returns, read in the restaurant's zone. */
export function soldOutBackText(soldOutUntil: string, timeZone: string): string {
  const zoned = new TZDate(new Date(soldOutUntil).getTime(), timeZone);
  return `Back ${WEEK_DAYS[zoned.getDay()]} ${formatClock(zoned.getHours() * 60 + zoned.getMinutes())}.`;
}
