import {
  chooseOptions,
  dishUnitPrice,
  formatPrice,
  linesTotalCents,
  optionGroupRulesOf,
  toCents,
  toDollars,
  type Food,
  type Order,
  type OrderLinesInput,
} from '@flame/shared';
import { choiceIdsToday } from '../../../lib/cart/order-again';
import { linePrice, type LinePrice } from '../../../lib/cart/line-price';

/** One line of the order as the owner edits it. */
export interface DraftLine {
  /** Stable within the dialog (React key), not sent. */
  key: string;
  foodId: string;
  name: string;
  quantity: number;
  choiceIds: string[];
  /** 'Spice level: Hot' and so on, as shown. */
  optionNames: string[];
  /** What one costs: today's price with these options, or the price paid when the dish is not on the menu. */
  unitPrice: number;
  /** The same before the dish's deal (the dish and its options at their own prices), struck through on a deal. */
  listUnitPrice: number;
  specialInstructions?: string;
}

export interface DraftDiscount {
  /** As typed, in dollars; '' for none. */
  amount: string;
  reason: string;
}

/** A line for a dish with these choices: today's unit price and the options' names (the choices as picked). */
export function draftLineOf(
  food: Food,
  choiceIds: string[],
  quantity: number,
  key: string,
): DraftLine | string {
  const outcome = chooseOptions(food.name, optionGroupRulesOf(food.optionGroups), choiceIds);
  if (!outcome.ok) return outcome.problem;
  const today = dishUnitPrice(food, outcome.chosen);
  return {
    key,
    foodId: food._id,
    name: food.name,
    quantity,
    choiceIds: [...new Set(choiceIds)],
    optionNames: outcome.chosen.map((option) => `${option.group}: ${option.name}`),
    unitPrice: today.unit,
    listUnitPrice: today.listUnit,
  };
}

/**
 * The order's lines as the dialog starts from them, matched to the owner's menu by id and their options by name.
 * A dish no longer on the menu keeps its price paid and options as ordered (it can still be kept or removed).
 */
export function draftFromOrder(order: Order, foods: readonly Food[]): DraftLine[] {
  const byId = new Map(foods.map((food) => [food._id, food]));
  return order.items.flatMap((item, index) => {
    if (item.food._id === null) return [];
    const food = byId.get(item.food._id);
    const choiceIds = food ? choiceIdsToday(item, food) : null;
    const line = food && choiceIds ? draftLineOf(food, choiceIds, item.quantity, `line-${index}`) : null;
    const instructions = item.specialInstructions ? { specialInstructions: item.specialInstructions } : {};
    if (line && typeof line !== 'string') return [{ ...line, ...instructions }];
    return [
      {
        key: `line-${index}`,
        foodId: item.food._id,
        name: item.food.name,
        quantity: item.quantity,
        choiceIds: choiceIds ?? [],
        optionNames: item.options.map((option) => `${option.group}: ${option.name}`),
        unitPrice: item.food.price,
        listUnitPrice: item.originalPrice,
        ...instructions,
      },
    ];
  });
}

/** A draft line's prices as the dialog shows them: the unit's, and the line's at its quantity. */
export function draftLinePrice(line: Pick<DraftLine, 'unitPrice' | 'listUnitPrice' | 'quantity'>): LinePrice {
  return linePrice({ unit: line.unitPrice, listUnit: line.listUnitPrice }, line.quantity);
}

/** The discount in cents as typed, or null when the field is empty or not an amount. */
export function discountCents(discount: DraftDiscount): number | null {
  const text = discount.amount.trim().replace(/^\$/, '');
  if (text === '') return null;
  const amount = Number(text);
  return Number.isFinite(amount) ? Math.round(amount * 100) : null;
}

/** The total the change comes to (the server prices it again): the lines less the discount, never below 0. */
export function draftTotal(lines: readonly DraftLine[], discount: DraftDiscount): number {
  return toDollars(Math.max(0, linesTotalCents(lines) - (discountCents(discount) ?? 0)));
}

/** '+$3.50, new total $28.40'; '−$2.00, …'; 'No change to the total ($24.90)'. */
export function totalDifferenceText(oldTotal: number, newTotal: number): string {
  const difference = toCents(newTotal) - toCents(oldTotal);
  if (difference === 0) return `No change to the total (${formatPrice(newTotal)})`;
  const sign = difference > 0 ? '+' : '−';
  return `${sign}${formatPrice(toDollars(Math.abs(difference)))}, new total ${formatPrice(newTotal)}`;
}

/** The body of `PUT /api/orders/{id}/lines`: the lines as they should be, the version read, the discount. */
export function orderLinesBody(
  version: number,
  lines: readonly DraftLine[],
  discount: DraftDiscount,
): OrderLinesInput {
  const cents = discountCents(discount);
  return {
    version,
    items: lines.map((line) => ({
      foodId: line.foodId,
      quantity: line.quantity,
      ...(line.choiceIds.length > 0 ? { choiceIds: line.choiceIds } : {}),
      ...(line.specialInstructions ? { specialInstructions: line.specialInstructions } : {}),
    })),
    adjustment:
      discount.amount.trim() === ''
        ? null
        : { amount: cents === null ? Number.NaN : toDollars(cents), reason: discount.reason.trim() },
  };
}

/** The discount as the order carries it, for the dialog's fields. */
export function discountOf(order: Order): DraftDiscount {
  return order.adjustment
    ? { amount: order.adjustment.amount.toFixed(2), reason: order.adjustment.reason }
    : { amount: '', reason: '' };
}
