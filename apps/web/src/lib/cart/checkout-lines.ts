import {
  chooseOptions,
  dishUnitPrice,
  isSoldOut,
  linesTotalCents,
  optionGroupRulesOf,
  SOLD_OUT_LABEL,
  toCents,
  toDollars,
  type DishUnitPrice,
  type Food,
  type OrderLineOption,
} from '@flame/shared';
import type { CartLine } from './cart-store';
import { optionProblemText } from './option-problem';
import { linePrice, type LinePrice } from './line-price';
import { lineOptionsOf } from './price-today';

export interface CheckoutLine {
  line: CartLine;
  /** What one costs now: today's price with the line's options when the menu is known, else the price when added. */
  price: number;
  /** The same before the dish's deal (struck through before `price` when they differ). */
  listPrice: number;
  /** Why the line cannot be ordered, or null. */
  problem: string | null;
  /** The problem is the line's options: choosing them again on the dish's page mends it. */
  chooseAgain: boolean;
}

export const GONE = 'No longer on the menu';
export const UNAVAILABLE = 'Currently unavailable';
export const SOLD_OUT = SOLD_OUT_LABEL;
/** Said where the cart goes on to checkout while a line cannot be ordered. */
export const REMOVE_UNAVAILABLE = 'Remove the dishes marked as unavailable to place your order.';
export const OPTIONS_CHANGED = 'Its options have changed since you added it. Please choose them again.';

const sameOptions = (a: readonly OrderLineOption[], b: readonly OrderLineOption[]) =>
  a.length === b.length &&
  a.every(
    (option, index) =>
      option.group === b[index]!.group &&
      option.name === b[index]!.name &&
      toCents(option.priceDelta) === toCents(b[index]!.priceDelta),
  );

/**
 * A line's options checked against the dish as it is today: the problem (an option gone or not available now,
 * a required group the line has no choice for, or chosen options renamed or repriced since they were added) or
 * today's unit price. A changed line is flagged, never silently repriced.
 */
function optionsToday(line: CartLine, food: Food): { problem: string } | { price: DishUnitPrice } {
  const outcome = chooseOptions(food.name, optionGroupRulesOf(food.optionGroups), line.choiceIds ?? []);
  if (!outcome.ok) return { problem: `${optionProblemText(outcome.problem, food.name)}.` };
  if (!sameOptions(lineOptionsOf(outcome.chosen), line.options ?? [])) return { problem: OPTIONS_CHANGED };
  return { price: dishUnitPrice(food, outcome.chosen) };
}

/** Said at checkout while the only lines in the way are sold out until after the chosen pickup (or none yet). */
export const CHOOSE_LATER_PICKUP =
  'A dish marked sold out can be ordered for a pickup from when it is back: choose a later time, or remove it.';

/**
 * Why the order cannot be placed as it is, or null: a sold-out dish waits for a later pickup time, any other
 * problem for the line's removal.
 */
export function blockedReason(lines: readonly CheckoutLine[]): string | null {
  const problems = lines.filter((line) => line.problem);
  if (problems.length === 0) return null;
  return problems.every((line) => line.problem === SOLD_OUT) ? CHOOSE_LATER_PICKUP : REMOVE_UNAVAILABLE;
}

/**
 * The cart checked against today's menu and the dishes the server refused or found sold out. A dish sold out
 * today is flagged for a pickup before it is back (`soldOutUntil`), or while no pickup is chosen; for a pickup
 * at or after that it can be ordered.
 */
export function checkoutLines(
  lines: readonly CartLine[],
  menu: readonly Food[] | undefined,
  refusedIds: readonly string[],
  soldOutIds: readonly string[] = [],
  pickup?: Date,
): CheckoutLine[] {
  const byId = new Map(menu?.map((food) => [food._id, food]));
  return lines.map((line) => {
    const food = byId.get(line.food._id);
    const added = { unit: line.food.price, listUnit: line.food.listPrice ?? line.food.price };
    const today = food ? optionsToday(line, food) : { price: added };
    let problem: string | null = null;
    if (menu && !food) problem = GONE;
    else if (food && !food.isAvailable) problem = UNAVAILABLE;
    else if (food && (pickup ? isSoldOut(food, pickup) : !!food.soldOutUntil)) problem = SOLD_OUT;
    else if (soldOutIds.includes(line.food._id)) problem = SOLD_OUT;
    else if (refusedIds.includes(line.food._id)) problem = UNAVAILABLE;
    else if ('problem' in today) problem = today.problem;
    const price = 'price' in today ? today.price : added;
    return {
      line,
      price: price.unit,
      listPrice: price.listUnit,
      problem,
      chooseAgain: problem !== null && 'problem' in today && problem === today.problem,
    };
  });
}

/** A checked line as the cart and checkout show it: the unit before the deal and as charged, and the line's total. */
export function checkoutLinePrice({ line, price, listPrice }: CheckoutLine): LinePrice {
  return linePrice({ unit: price, listUnit: listPrice }, line.quantity);
}

/** Sum of today's price × quantity, in dollars. */
export function checkoutTotal(lines: readonly CheckoutLine[]): number {
  return toDollars(
    linesTotalCents(lines.map(({ line, price }) => ({ unitPrice: price, quantity: line.quantity }))),
  );
}
