import { and, count, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { orders } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const SLOT_FULL_MESSAGE = 'Sorry, that pickup time just filled up. Please choose another time.';

/** 409 under the pickup time, the field the customer changes, when the slot already holds its limit. */
export function assertSlotHasRoom(taken: number, capacity: number | null): void {
  if (capacity !== null && taken >= capacity) {
    throw new AppError(409, SLOT_FULL_MESSAGE, { pickupTime: [SLOT_FULL_MESSAGE] });
  }
}

/** The text whose hash names a pickup slot's advisory lock. */
export const slotLockKey = (restaurantId: string, pickupTime: Date) =>
  `pickup-slot|${restaurantId}|${pickupTime.toISOString()}`;

/**
 * Takes the slot's advisory lock (until the transaction ends) and answers how many orders, cancelled ones aside,
 * it holds: a count still true when the transaction writes an order into it.
 */
export async function lockedSlotCount(
  tx: Transaction,
  restaurantId: string,
  pickupTime: Date,
): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${slotLockKey(restaurantId, pickupTime)}, 0))`,
  );
  const [row] = await tx
    .select({ taken: count() })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        eq(orders.pickupTime, pickupTime),
        ne(orders.status, 'cancelled'),
      ),
    );
  return row?.taken ?? 0;
}

/** How many orders (cancelled ones aside) each pickup instant of a range holds, keyed by its ISO time. */
export async function takenPlaces(
  db: Database,
  restaurantId: string,
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ pickupTime: orders.pickupTime, taken: count() })
    .from(orders)
    .where(
      and(
        eq(orders.restaurantId, restaurantId),
        gte(orders.pickupTime, from),
        lt(orders.pickupTime, to),
        ne(orders.status, 'cancelled'),
      ),
    )
    .groupBy(orders.pickupTime);
  return new Map(rows.map((row) => [row.pickupTime.toISOString(), row.taken]));
}
