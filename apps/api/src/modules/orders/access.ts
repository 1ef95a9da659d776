import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, restaurants } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../auth/service';
import type { OrderRow } from './order-dto';

type Executor = Pick<Database, 'select'>;
export type Caller = Pick<SessionUser, 'id' | 'role'>;

export const ORDER_NOT_FOUND = 'Order not found';

/** Whether the caller is the admin who owns this restaurant: every admin call checks ownership. */
export async function ownsRestaurant(db: Executor, caller: Caller, restaurantId: string): Promise<boolean> {
  if (caller.role !== 'admin') return false;
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.id, restaurantId), eq(restaurants.ownerId, caller.id)))
    .limit(1);
  return row !== undefined;
}

export async function assertOwnsRestaurant(
  db: Executor,
  caller: Caller,
  restaurantId: string,
): Promise<void> {
  if (!(await ownsRestaurant(db, caller, restaurantId))) {
    throw forbidden('Only the owner of this restaurant can do this');
  }
}

/**
 * The order, read for the caller: its customer, or (with `allowOwner`) the admin who owns the restaurant.
 * Anyone else gets the same 404 as for a missing order, so ids of other customers' orders reveal nothing.
 * `lock` takes a row lock for a change inside a transaction.
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
  if (allowOwner && (await ownsRestaurant(db, caller, row.restaurantId))) return row;
  throw notFound(ORDER_NOT_FOUND);
}
