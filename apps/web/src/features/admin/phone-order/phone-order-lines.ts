import {
  linesTotalCents,
  pickupSlots,
  toDollars,
  type Food,
  type OpeningHour,
  type PickupDay,
  type SpecialDay,
  type StaffOrderInput,
} from '@flame/shared';
import { evaluateChoice, type DishChoice } from '../../../components/dish-options/dish-option-choice';
import { linePrice, type LinePrice } from '../../../lib/cart/line-price';
import { filterBySearch } from '../ui/filter-by-search';

/** One line of a phone order being taken: a dish, the options picked for it, how many. */
export interface PhoneOrderLine {
  key: string;
  food: Food;
  choiceIds: string[];
  quantity: number;
}

/** What the form holds besides the lines (field names as the server names its errors). */
export interface PhoneOrderFields {
  customer: { name: string; phone: string; email?: string };
  pickupTime: string;
  note?: string;
}

export const NO_DISHES_MESSAGE = 'Add at least one dish';

/** Whether a dish is sold out at this moment (the owner set 'Sold out today' and it has not ended). */
export function isSoldOutNow(food: Pick<Food, 'soldOutUntil'>, now: Date): boolean {
  return food.soldOutUntil !== null && Date.parse(food.soldOutUntil) > now.getTime();
}

/** The menu's dishes whose name holds the search, visible ones only (a hidden dish cannot be ordered). */
export function matchingDishes(foods: readonly Food[], query: string): Food[] {
  return filterBySearch(
    foods.filter((food) => food.isAvailable),
    query,
    (food) => [food.name],
  );
}

/** A tapped dish is a new line of one, no options picked yet (a required group asks for its pick). */
export function addDish(lines: readonly PhoneOrderLine[], food: Food, key: string): PhoneOrderLine[] {
  return [...lines, { key, food, choiceIds: [], quantity: 1 }];
}

export function changeLine(
  lines: readonly PhoneOrderLine[],
  key: string,
  change: Partial<Pick<PhoneOrderLine, 'choiceIds' | 'quantity'>>,
): PhoneOrderLine[] {
  return lines.map((line) => (line.key === key ? { ...line, ...change } : line));
}

export function removeLine(lines: readonly PhoneOrderLine[], key: string): PhoneOrderLine[] {
  return lines.filter((line) => line.key !== key);
}

export interface PricedLine {
  line: PhoneOrderLine;
  choice: DishChoice;
  /**
   * The line's prices in dollars: the unit by the server's rule (rounded per unit) × quantity is `total`; on a
   * deal, `listTotal` (the dish and its options at their own prices) is struck through before it.
   */
  price: LinePrice;
}

/** Each line priced as the server will price it, the total, and the first reason the order cannot go yet. */
export function priceLines(lines: readonly PhoneOrderLine[]): {
  priced: PricedLine[];
  total: number;
  problem: string | null;
} {
  const priced = lines.map((line) => {
    const choice = evaluateChoice(line.food, line.choiceIds);
    return { line, choice, price: linePrice(choice.unitPrice, line.quantity) };
  });
  const totalCents = linesTotalCents(
    priced.map(({ line, price }) => ({ unitPrice: price.unit, quantity: line.quantity })),
  );
  const problem =
    lines.length === 0
      ? NO_DISHES_MESSAGE
      : (priced.find(({ choice }) => choice.reason)?.choice.reason ?? null);
  return { priced, total: toDollars(totalCents), problem };
}

/**
 * The pickup times the owner may give: every 15-minute step from now inside the hours and special days, up to
 * the ordering window. The server's rule for a staff order is the customer's without the lead time.
 */
export function staffPickupDays(
  now: Date,
  openingHours: readonly OpeningHour[],
  specialDays: readonly SpecialDay[],
  timeZone: string,
  windowDays: number,
): PickupDay[] {
  return pickupSlots(now, openingHours, timeZone, { leadMinutes: 0, windowDays, specialDays });
}

/** `POST /api/orders/staff`'s body; `overCapacity` once the owner chose to take a full slot anyway. */
export function staffOrderBody(
  fields: PhoneOrderFields,
  lines: readonly PhoneOrderLine[],
  overCapacity: boolean,
): StaffOrderInput {
  const email = fields.customer.email?.trim();
  const note = fields.note?.trim();
  return {
    customer: { name: fields.customer.name, phone: fields.customer.phone, ...(email ? { email } : {}) },
    items: lines.map((line) => ({
      foodId: line.food._id,
      quantity: line.quantity,
      ...(line.choiceIds.length ? { choiceIds: line.choiceIds } : {}),
    })),
    pickupTime: fields.pickupTime,
    ...(note ? { note } : {}),
    ...(overCapacity ? { overCapacity: true } : {}),
  };
}

/** The server's fields that refuse dishes: a line's own ('items.0.choiceIds'), or dishes hidden or sold out. */
const DISH_REFUSALS = ['unavailableFoodIds', 'soldOutFoodIds'];

/**
 * Why the server refused the dishes, shown under them: the message of a line's field, or the answer's message
 * when it names dishes that cannot be ordered; null when the dishes were not the problem.
 */
export function itemsProblemOf(error: {
  message: string;
  fieldErrors: Record<string, string[]>;
}): string | null {
  const entries = Object.entries(error.fieldErrors);
  const line = entries.find(([field]) => field === 'items' || field.startsWith('items.'));
  if (line?.[1][0]) return line[1][0];
  return entries.some(([field]) => DISH_REFUSALS.includes(field)) ? error.message : null;
}
