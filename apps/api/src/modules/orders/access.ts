import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { restaurantOwnedBy } from '../../lib/site-restaurant';
import type { SessionUser } from '../../lib/sessions';
import type { OrderRow } from './order-dto';

type Executor = Pick<Database, 'select'>;
export type Caller = Pick<SessionUser, 'id' | 'role'>;

export const ORDER_NOT_FOUND = 'Order not found';

/**
 * The order, read for the caller: its customer, or (with `allowOwner`) the owner of the site's restaurant when
 * the order is that restaurant's. Anyone else gets the same 404 as for a missing order, so ids of other
 * customers' orders reveal nothing. `lock` takes a row lock for a change inside a transaction.
 */
export async function orderFor(
  db: Executor,
  caller: Caller,
  orderId: string,
  { allowOwner = true, lock = false }: { allowOwner?: boolean; lock?: boolean } = {},
): Promise<OrderRow> {
  const query = db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(ORDER_NOT_FOUND);
  if (row.userId === caller.id) return row;
  if (allowOwner && (await restaurantOwnedBy(db, caller))?.id === row.restaurantId) return row;
  throw notFound(ORDER_NOT_FOUND);
}

/**
 * An order of the owner's restaurant (`restaurantId`, as `requireOwner` gives it), locked until the transaction
 * ends: the owner's calls change it. Any other id is the same 404 as a missing order.
 */
export async function ownedOrderForUpdate(
  db: Executor,
  restaurantId: string,
  orderId: string,
): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.restaurantId, restaurantId)))
    .for('update');
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}
