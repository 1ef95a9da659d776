import { and, isNull, not, sql, type Placeholder } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { accountCap, type CustomerLimits, type LockedAccount } from '../../lib/customer-limits';
import { slotLockKey } from './slot-capacity';

const at = (name: string) => sql.placeholder(name);

/** What the account's and the slot's locks guard, read once both are held. */
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

/**
 * The values of the checks' placeholders (`check_*`), beside those of the order they check: the caps, the slots'
 * limit, and the slot's lock key when there is a limit.
 */
export function placementCheckValues(
  { limits, capacity }: PlacementLimits,
  order: { restaurantId: string; pickupTime: Date },
): Record<string, unknown> {
  return {
    check_verifiedCap: accountCap(limits, 'activeOrders', { emailVerified: true }),
    check_unverifiedCap: accountCap(limits, 'activeOrders', { emailVerified: false }),
    check_capacity: capacity,
    check_slotKey: capacity === null ? null : slotLockKey(order.restaurantId, order.pickupTime),
  };
}

/**
 * The checks of an order, as common table expressions of the statement that inserts it: `placement` calls
 * `order_placement_checks` (migration 0031), which locks the account's row and the slot's lock, then reads the
 * block, an order of the same key, the account's open orders and the slot's orders, each with a snapshot taken
 * once the locks are held; `passed` holds a row only when every check lets the order in, and the insert writes
 * only then. The locks last until the statement's transaction ends: with no transaction around it, the
 * statement's own commit.
 */
export function placementChecks(
  db: Database | Transaction,
  order: { userId: Placeholder; restaurantId: Placeholder; pickupTime: Placeholder; key: Placeholder },
) {
  const placement = db
    .$with('placement', {
      emailVerifiedAt: sql<string | null>`email_verified_at`.as('email_verified_at'),
      blocked: sql<boolean>`blocked`.as('blocked'),
      sameKeyOrderId: sql<string | null>`same_key_order_id`.as('same_key_order_id'),
      activeOrders: sql<number>`active_orders`.as('active_orders'),
      slotTaken: sql<number>`slot_taken`.as('slot_taken'),
    })
    .as(
      sql`select * from order_placement_checks(${order.userId}::text, ${order.restaurantId}::text,
        ${order.pickupTime}::timestamptz, ${order.key}::text, ${at('check_slotKey')}::text)`,
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
  /** The instant the address was verified, as the function answers it (text); null while it is not. */
  emailVerifiedAt: string | null;
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
