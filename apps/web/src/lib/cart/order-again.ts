import { chooseOptions, dishUnitPrice, optionGroupRulesOf, type Food, type OrderItem } from '@flame/shared';
import type { CartLine } from './cart-store';
import { lineOptionsOf } from './price-today';

/** Why a line of a past order is not put back into the cart, as the customer reads it after the dish's name. */
export const LEFT_OUT_REASONS = {
  gone: 'no longer on the menu',
  soldOut: 'sold out today',
  optionsChanged: 'its options have changed',
} as const;

export interface LeftOutLine {
  name: string;
  reason: (typeof LEFT_OUT_REASONS)[keyof typeof LEFT_OUT_REASONS];
}

export interface OrderAgain {
  /** The lines to add, at today's names and prices, with the same options and instructions. */
  lines: CartLine[];
  /** Every line that is not added, named with its reason: nothing is left out silently. */
  leftOut: LeftOutLine[];
}

/**
 * A past order's options matched by name to the dish's options today ('Spice level: Hot'): the choices' ids, or
 * null when a group or choice of that name is gone.
 */
export function choiceIdsToday(item: OrderItem, food: Food): string[] | null {
  const ids: string[] = [];
  for (const option of item.options) {
    const group = food.optionGroups.find((candidate) => candidate.name === option.group);
    const choice = group?.choices.find((candidate) => candidate.name === option.name);
    if (!choice) return null;
    ids.push(choice._id);
  }
  return ids;
}

/**
 * 'Order again': a past order's lines checked against today's public menu (which holds neither deleted nor
 * hidden dishes, and marks a dish sold out today with `soldOutUntil`). A line is kept when its dish is on the
 * menu, not sold out, and its options still exist and still satisfy the dish's rules (required groups, minimum
 * and maximum, choices available); otherwise it is named with the reason. A kept line carries today's price: the
 * cart and checkout show what the customer pays now, and the server prices the order again anyway.
 */
export function orderAgain(items: readonly OrderItem[], menu: readonly Food[]): OrderAgain {
  const byId = new Map(menu.map((food) => [food._id, food]));
  const result: OrderAgain = { lines: [], leftOut: [] };
  for (const item of items) {
    const food = item.food._id === null ? undefined : byId.get(item.food._id);
    const leaveOut = (reason: LeftOutLine['reason']) =>
      result.leftOut.push({ name: food?.name ?? item.food.name, reason });
    if (!food) {
      leaveOut(LEFT_OUT_REASONS.gone);
      continue;
    }
    if (food.soldOutUntil) {
      leaveOut(LEFT_OUT_REASONS.soldOut);
      continue;
    }
    const choiceIds = choiceIdsToday(item, food);
    const outcome = choiceIds
      ? chooseOptions(food.name, optionGroupRulesOf(food.optionGroups), choiceIds)
      : null;
    if (!choiceIds || !outcome?.ok) {
      leaveOut(LEFT_OUT_REASONS.optionsChanged);
      continue;
    }
    const today = dishUnitPrice(food, outcome.chosen);
    result.lines.push({
      food: {
        _id: food._id,
        name: food.name,
        image: food.images[0] ?? null,
        price: today.unit,
        listPrice: today.listUnit,
      },
      quantity: item.quantity,
      ...(item.specialInstructions ? { specialInstructions: item.specialInstructions } : {}),
      ...(outcome.chosen.length > 0 ? { choiceIds, options: lineOptionsOf(outcome.chosen) } : {}),
    });
  }
  return result;
}

/** What the cart says after 'Order again': what was added, and every dish left out with its reason. */
export function orderAgainNotice({ lines, leftOut }: OrderAgain): { title: string; detail: string | null } {
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const title =
    count === 0
      ? 'Nothing from this order could be added.'
      : `Added ${count} ${count === 1 ? 'item' : 'items'} from your order.`;
  const detail =
    leftOut.length === 0
      ? null
      : `Left out: ${leftOut.map((line) => `${line.name} (${line.reason})`).join(', ')}.`;
  return { title, detail };
}
