import { isSoldOut, soldOutOrderMessage } from '@flame/shared';
import { AppError } from '../../lib/errors';
import type { OrderableFood } from './order-context';

/**
 * Refuses (409) an order whose pickup falls while some of its dishes are sold out, naming them;
 * `soldOutFoodIds` lets the cart mark its lines. A sold-out dish can be ordered for a pickup at or after its
 * `soldOutUntil` (tomorrow's pre-order), even while it is sold out today.
 */
export function assertNotSoldOut(dishes: readonly OrderableFood[], pickup: Date): void {
  const soldOut = dishes.filter((dish) => isSoldOut(dish, pickup));
  if (soldOut.length === 0) return;
  const message = soldOutOrderMessage(soldOut.map((dish) => dish.name));
  throw new AppError(409, message, { items: [message], soldOutFoodIds: soldOut.map((dish) => dish.id) });
}
