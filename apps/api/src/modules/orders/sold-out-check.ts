import { soldOutOrderMessage } from '@flame/shared';
import { AppError } from '../../lib/errors';
import type { OrderableFood } from './order-context';

/**
 * Refuses (409) an order holding dishes that are sold out today, naming them; `soldOutFoodIds` lets the cart
 * mark its lines. A dish whose sold-out end has passed on the clock is orderable again.
 */
export function assertNotSoldOut(dishes: readonly OrderableFood[], now: Date): void {
  const soldOut = dishes.filter(
    (dish) => dish.soldOutUntil !== null && new Date(dish.soldOutUntil).getTime() > now.getTime(),
  );
  if (soldOut.length === 0) return;
  const message = soldOutOrderMessage(soldOut.map((dish) => dish.name));
  throw new AppError(409, message, { items: [message], soldOutFoodIds: soldOut.map((dish) => dish.id) });
}
