import { SOLD_OUT_LABEL, type Food } from '@flame/shared';
import type { CartLine } from '../../../lib/cart/cart-store';

export interface CheckoutLine {
  line: CartLine;
  /** What one costs now: today's discounted price when the menu is known, else the price when added. */
  price: number;
  /** Why the line cannot be ordered, or null. */
  problem: string | null;
}

export const GONE = 'No longer on the menu';
export const UNAVAILABLE = 'Currently unavailable';
export const SOLD_OUT = SOLD_OUT_LABEL;

/** The cart checked against today's menu and the dishes the server refused or found sold out. */
export function checkoutLines(
  lines: readonly CartLine[],
  menu: readonly Food[] | undefined,
  refusedIds: readonly string[],
  soldOutIds: readonly string[] = [],
): CheckoutLine[] {
  const byId = new Map(menu?.map((food) => [food._id, food]));
  return lines.map((line) => {
    const food = byId.get(line.food._id);
    let problem: string | null = null;
    if (menu && !food) problem = GONE;
    else if (food && !food.isAvailable) problem = UNAVAILABLE;
    else if (food?.soldOutUntil || soldOutIds.includes(line.food._id)) problem = SOLD_OUT;
    else if (refusedIds.includes(line.food._id)) problem = UNAVAILABLE;
    return { line, price: food?.discountedPrice ?? line.food.price, problem };
  });
}

export function checkoutTotal(lines: readonly CheckoutLine[]): number {
  return Math.round(lines.reduce((sum, { line, price }) => sum + price * 100 * line.quantity, 0)) / 100;
}
