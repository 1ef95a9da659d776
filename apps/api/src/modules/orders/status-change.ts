import { canTransition, isTerminalStatus, ORDER_STATUS_LABELS, type OrderStatus } from '@flame/shared';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { orderEvents, orders, restaurants, trackings, users } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { EventBus } from '../../plugins/event-bus';
import { queueMail } from '../mail/outbox';
import type { MailKind } from '../mail/messages/mail-kinds';
import type { OrderRow } from './order-dto';
import { publishOrderEvent } from './order-events';

/** Refuses a change the pickup flow does not allow, with a message the admin can act on. */
export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (canTransition(from, to)) return;
  if (from === to) throw conflict(`The order is already ${ORDER_STATUS_LABELS[to]}`);
  if (isTerminalStatus(from)) {
    throw conflict(`The order is ${ORDER_STATUS_LABELS[from]} and can no longer change`);
  }
  throw conflict(`An order cannot go from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[to]}`);
}

export interface StatusChange {
  status: OrderStatus;
  /** The history entry the customer reads. */
  message: string;
  /** Who changes it: the customer hears by email of what the restaurant does (ready, cancelled). */
  by: 'customer' | 'restaurant';
  /** Why the restaurant cancels, shown to the customer. */
  reason?: string;
  /** Read after the order is locked, so the history follows the order in which changes took the lock. */
  now: Date;
}

/** The email a change sends the customer, if any. */
function customerMailFor({ status, by }: StatusChange): MailKind | undefined {
  if (status === 'ready') return 'order_ready';
  if (status === 'cancelled' && by === 'restaurant') return 'order_cancelled';
  return undefined;
}

/**
 * An order answered after it had waited as long as the 'unanswered' pause asks (in real minutes, which are never
 * fewer than the opening-hours minutes the pause counts) may end that pause: the catalogue version moves, so a
 * kept restaurant answer saying 'paused' is not served again and open pages refetch.
 */
async function endUnansweredPause(tx: Transaction, row: OrderRow, now: Date): Promise<void> {
  await tx.execute(sql`
    select bump_catalogue_version_now() from ${restaurants}
    where ${restaurants.id} = ${row.restaurantId}
      and ${restaurants.pauseWhenUnansweredMinutes} is not null
      and ${row.createdAt.toISOString()}::timestamptz
        + make_interval(mins => ${restaurants.pauseWhenUnansweredMinutes}) <= ${now.toISOString()}::timestamptz`);
}

/**
 * Moves a locked order to a new status inside the caller's transaction: the order row, a history entry, the
 * tracking record's time, the customer's email when the change is news to them, and an event that reaches
 * every open view at commit.
 */
export async function applyStatusChange(
  tx: Transaction,
  bus: EventBus,
  row: OrderRow,
  change: StatusChange,
): Promise<OrderRow> {
  const { status, message, reason, now } = change;
  const [updated] = await tx
    .update(orders)
    .set({
      status,
      updatedAt: now,
      ...(status === 'completed' ? { paymentStatus: 'paid' as const } : {}),
      ...(reason ? { cancellationReason: reason } : {}),
      ...(status === 'cancelled' ? { cancelledBy: change.by } : {}),
      // A cancellation makes any change of lines prepared on the order stale (its version moves).
      ...(status === 'cancelled' ? { version: sql`${orders.version} + 1` } : {}),
    })
    .where(eq(orders.id, row.id))
    .returning();
  await tx.insert(orderEvents).values({ id: newId(), orderId: row.id, status, message, createdAt: now });
  await tx.update(trackings).set({ updatedAt: now }).where(eq(trackings.orderId, row.id));
  const mail = customerMailFor(change);
  if (mail && row.userId) {
    const [customer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    if (customer)
      await queueMail(tx, { kind: mail, recipient: customer.email, payload: { orderId: row.id } }, now);
  }
  await publishOrderEvent(
    bus,
    {
      type: 'status',
      orderId: row.id,
      userId: row.userId,
      restaurantId: row.restaurantId,
      status,
      at: now.toISOString(),
      by: change.by,
      from: row.status,
      orderNumber: row.orderNumber,
    },
    tx,
  );
  if (row.status === 'pending') await endUnansweredPause(tx, row, now);
  return updated!;
}
