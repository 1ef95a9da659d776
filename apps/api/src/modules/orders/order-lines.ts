import {
  ORDER_MAX_TOTAL_CENTS,
  ORDER_TOTAL_TOO_LARGE_MESSAGE,
  orderTotalCents,
  priceLine,
  unitBeforeDiscountCents,
  type PickupOrderBody,
} from '@flame/shared';
import type { orderItems } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { chosenOptionsOf } from './option-choices';
import type { OrderableFood } from './order-context';

export type OrderLineRow = typeof orderItems.$inferSelect;

export interface PricedOrderLines {
  lines: { row: OrderLineRow }[];
  /** The sum of the lines, before any adjustment by the restaurant. */
  totalCents: number;
}

/**
 * Prices an order's lines from the dishes as read now (the caller has refused unknown, hidden and sold-out
 * ones): the options checked and added to the base price, the dish's discount taken off the whole unit, rounded
 * to the cent, and snapshotted on the line. Placement and every later change price through here, so a changed
 * order costs what the same order placed now would.
 */
export function priceOrderLines(
  foods: readonly OrderableFood[],
  items: PickupOrderBody['items'],
  orderId: string,
): PricedOrderLines {
  const foodById = new Map(foods.map((food) => [food.id, food]));
  const priced = items.map((item) => {
    const food = foodById.get(item.foodId)!;
    const options = chosenOptionsOf(food, item.choiceIds);
    const beforeDiscountCents = unitBeforeDiscountCents(food.priceCents, options);
    const line = priceLine(beforeDiscountCents, food.discount, item.quantity);
    return {
      line,
      row: {
        id: newId(),
        orderId,
        foodId: food.id,
        name: food.name,
        image: food.images[0] ?? null,
        unitPriceCents: line.unitPriceCents,
        originalPriceCents: beforeDiscountCents,
        discount: food.discount,
        quantity: item.quantity,
        specialInstructions: item.specialInstructions || null,
        options,
      },
    };
  });
  // Checked before the database, whose totals are 32-bit cents ($21,474,836.47 at most).
  const totalCents = orderTotalCents(priced.map((entry) => entry.line));
  if (totalCents > ORDER_MAX_TOTAL_CENTS) {
    throw badRequest(ORDER_TOTAL_TOO_LARGE_MESSAGE, { items: [ORDER_TOTAL_TOO_LARGE_MESSAGE] });
  }
  return { lines: priced.map(({ row }) => ({ row })), totalCents };
}
