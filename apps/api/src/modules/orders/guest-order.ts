import type { Order } from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { LinkTokens } from '../mail/link-tokens';
import { ORDER_NOT_FOUND } from './access';
import { toOrderDto } from './order-dto';

/**
 * `GET /api/orders/{id}/guest?key=…`: an order without an account (a staff order), read through the signed link
 * its emails carry. The key is signed for this order and for viewing only; any other key, or an order that has
 * an account (its customer signs in), is the same 404 as a missing order.
 */
export async function guestOrder(
  db: Database,
  links: LinkTokens,
  orderId: string,
  key: string,
): Promise<Order> {
  if (links.verify('order-view', key) !== orderId) throw notFound(ORDER_NOT_FOUND);
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row || row.userId) throw notFound(ORDER_NOT_FOUND);
  return toOrderDto(db, row);
}
