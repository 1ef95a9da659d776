import { and, count, eq, isNull, ne, not, notInArray, sql, type Placeholder } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedPerConnection } from '../../db/prepared';
import { customerBlocks, orders, users } from '../../db/schema';
import { accountCap, lockAccount, type CustomerLimits, type LockedAccount } from '../../lib/customer-limits';
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
 * takes the two in the same order. Nothing is read here: what the locks guard is read by the next statement
 * (the order's insert, `placementChecks`), whose snapshot sees every order committed by a request this one
 * waited for.
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

/** What the account's and the slot's locks guard, read by the order's insert once both are held. */
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

/** The limits an order is placed under, as the checks' statement takes them. */
export interface PlacementLimits {
  limits: CustomerLimits;
  /** The slots' limit of orders; null for none. */
  capacity: number | null;
}

/** The values of the checks' placeholders (`check_*`), beside those of the order they check. */
export function placementCheckValues({ limits, capacity }: PlacementLimits): Record<string, unknown> {
  return {
    check_verifiedCap: accountCap(limits, 'activeOrders', { emailVerified: true }),
    check_unverifiedCap: accountCap(limits, 'activeOrders', { emailVerified: false }),
    check_capacity: capacity,
  };
}

/**
 * The checks of an order, as common table expressions of the statement that inserts it: `placement` reads the
 * block, an order of the same key, the account's open orders and the slot's orders (the account's, by the
 * order's own placeholders `userId`, `restaurantId`, `pickupTime` and `key`); `passed` holds a row only when
 * every check lets the order in, and the insert writes only then. The statement starts once the locks are held,
 * so its snapshot sees every order committed by a request this one waited for, and none of its own.
 */
export function placementChecks(
  db: Database | Transaction,
  order: { userId: Placeholder; restaurantId: Placeholder; pickupTime: Placeholder; key: Placeholder },
) {
  const placement = db.$with('placement').as(
    db
      .select({
        emailVerifiedAt: users.emailVerifiedAt,
        blocked: sql<boolean>`exists (${db
          .select({ userId: customerBlocks.userId })
          .from(customerBlocks)
          .where(
            and(eq(customerBlocks.restaurantId, order.restaurantId), eq(customerBlocks.userId, order.userId)),
          )})`.as('blocked'),
        sameKeyOrderId: sql<string | null>`(${db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.userId, order.userId), eq(orders.idempotencyKey, order.key)))
          .limit(1)})`.as('same_key_order_id'),
        activeOrders: sql<number>`(${db
          .select({ held: count() })
          .from(orders)
          .where(
            and(eq(orders.userId, order.userId), notInArray(orders.status, ['completed', 'cancelled'])),
          )})`.as('active_orders'),
        // Counted only under a limit: without one, every order of a busy slot would be counted for nothing.
        slotTaken: sql<number>`(${db
          .select({ taken: count() })
          .from(orders)
          .where(
            and(
              sql`${at('check_capacity')}::int is not null`,
              eq(orders.restaurantId, order.restaurantId),
              eq(orders.pickupTime, order.pickupTime),
              ne(orders.status, 'cancelled'),
            ),
          )})`.as('slot_taken'),
      })
      .from(users)
      .where(eq(users.id, order.userId)),
  );
  const passed = db.$with('passed').as(
    db
      .select({ passed: sql<number>`1`.as('passed') })
      .from(placement)
      .where(
        and(
          not(placement.blocked),
          isNull(placement.sameKeyOrderId),
          sql`${placement.activeOrders} < case when ${placement.emailVerifiedAt} is null
            then ${at('check_unverifiedCap')}::int else ${at('check_verifiedCap')}::int end`,
          sql`(${at('check_capacity')}::int is null or ${placement.slotTaken} < ${at('check_capacity')}::int)`,
        ),
      ),
  );
  return { placement, passed };
}

/** The checks as the statement answered them. */
export function toPlacementChecks(row: {
  emailVerifiedAt: Date | null;
  blocked: boolean;
  sameKeyOrderId: string | null;
  activeOrders: number | string;
  slotTaken: number | string;
}): PlacementChecks {
  return {
    account: { emailVerified: Boolean(row.emailVerifiedAt) },
    blocked: Boolean(row.blocked),
    sameKeyOrderId: row.sameKeyOrderId ?? null,
    activeOrders: Number(row.activeOrders),
    slotTaken: Number(row.slotTaken),
  };
}
