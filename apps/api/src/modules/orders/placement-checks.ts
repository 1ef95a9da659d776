import { and, count, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { preparedPerConnection } from '../../db/prepared';
import { customerBlocks, orders, users } from '../../db/schema';
import { lockAccount, type LockedAccount } from '../../lib/customer-limits';
import { slotLockKey } from './slot-capacity';

const at = (name: string) => sql.placeholder(name);

const lockAccountAndSlotQuery = preparedPerConnection((tx) => {
  const locked = tx.$with('locked_account').as(
    tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, at('userId')))
      .for('update'),
  );
  return tx
    .with(locked)
    .select({ slot: sql`pg_advisory_xact_lock(hashtextextended(${at('slotKey')}::text, 0))` })
    .from(locked)
    .prepare('lock_account_and_slot');
});

/**
 * Locks the account's row and, when the pickup slot has a limit, the slot's advisory lock, both until the
 * transaction ends, in one statement: the slot's lock is taken for the row once it is locked, so every order
 * takes the two in the same order. Nothing is read here: what the locks guard is read by the next statement,
 * whose snapshot sees every order committed by a request this one waited for.
 */
export async function lockAccountAndSlot(
  tx: Transaction,
  userId: string,
  slot: { restaurantId: string; pickupTime: Date } | null,
): Promise<void> {
  if (!slot) {
    await lockAccount(tx, userId);
    return;
  }
  await lockAccountAndSlotQuery(tx).execute({
    userId,
    slotKey: slotLockKey(slot.restaurantId, slot.pickupTime),
  });
}

/** What the account's and the slot's locks guard, read in one statement once both are held. */
export interface PlacementChecks {
  account: LockedAccount;
  /** The restaurant's owner blocked the account. */
  blocked: boolean;
  /** The order a request with the same Idempotency-Key placed while this one waited on the lock. */
  sameKeyOrderId: string | null;
  /** Orders of the account neither completed nor cancelled. */
  activeOrders: number;
  /** Orders in the pickup slot, cancelled ones aside; 0, uncounted, when the slots have no limit. */
  slotTaken: number;
}

const placementChecksQuery = preparedPerConnection((tx) =>
  tx
    .select({
      emailVerifiedAt: users.emailVerifiedAt,
      blocked: sql<boolean>`exists (${tx
        .select({ userId: customerBlocks.userId })
        .from(customerBlocks)
        .where(
          and(eq(customerBlocks.restaurantId, at('restaurantId')), eq(customerBlocks.userId, at('userId'))),
        )})`,
      sameKeyOrderId: sql<string | null>`(${tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, at('userId')), eq(orders.idempotencyKey, at('key'))))
        .limit(1)})`,
      activeOrders: sql<number>`(${tx
        .select({ held: count() })
        .from(orders)
        .where(
          and(eq(orders.userId, at('userId')), notInArray(orders.status, ['completed', 'cancelled'])),
        )})`,
      // Counted only under a limit: without one, every order of a busy slot would be counted for nothing.
      slotTaken: sql<number>`(${tx
        .select({ taken: count() })
        .from(orders)
        .where(
          and(
            sql`${at('capacity')}::int is not null`,
            eq(orders.restaurantId, at('restaurantId')),
            eq(orders.pickupTime, at('pickupTime')),
            ne(orders.status, 'cancelled'),
          ),
        )})`,
    })
    .from(users)
    .where(eq(users.id, at('userId')))
    .prepare('order_placement_checks'),
);

export async function readPlacementChecks(
  tx: Transaction,
  params: {
    userId: string;
    restaurantId: string;
    key: string | null;
    pickupTime: Date;
    /** The slots' limit of orders; null for none. */
    capacity: number | null;
  },
): Promise<PlacementChecks> {
  const [row] = await placementChecksQuery(tx).execute({
    userId: params.userId,
    restaurantId: params.restaurantId,
    key: params.key,
    pickupTime: params.pickupTime.toISOString(),
    capacity: params.capacity,
  });
  return {
    account: { emailVerified: Boolean(row?.emailVerifiedAt) },
    blocked: Boolean(row?.blocked),
    sameKeyOrderId: row?.sameKeyOrderId ?? null,
    activeOrders: Number(row?.activeOrders ?? 0),
    slotTaken: Number(row?.slotTaken ?? 0),
  };
}
