// Without zod: the menu, the dish page and the cart read these on their first load.

/** The badge and the reason beside a disabled Add to Cart. */
export const SOLD_OUT_LABEL = 'Sold out today';

export const SOLD_OUT_MESSAGES = {
  marked: 'Marked sold out today',
  back: 'Back on the menu',
  addRefused: 'Sold out today: it is back when we next open',
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
