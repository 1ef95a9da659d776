import { afterOpenMinutes, openMinutesBefore } from '@flame/shared';
import { and, asc, eq, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, outboxMessages, restaurants } from '../../db/schema';
import { newId } from '../../lib/ids';
import { orderingStateAt, readOrderingFacts, unwatchedSince } from '../restaurant/ordering-state';
import { serviceScheduleOf } from '../restaurant/service-schedule';

/** Waiting orders queued per pass at most; the next pass takes the rest. */
const BATCH = 100;

/**
 * Queues the restaurant's escalation emails whose time has come, read from the database and the clock (nothing
 * is scheduled): 'Order 1042 has waited 5 minutes' for each order still pending after `alertEmailAfterMinutes`
 * of opening hours, and one 'online ordering paused: no dashboard open' when that pause starts. Each is claimed
 * by a unique index on the outbox (one per order; one per pause, named by the instant it started), so senders
 * racing here on several instances, or a restart, never queue it twice.
 */
export async function queueDueEscalations(db: Database, now: Date): Promise<number> {
  const list = await db.select().from(restaurants);
  let queued = 0;
  for (const restaurant of list) {
    if (restaurant.alertEmailAfterMinutes === null && restaurant.pauseWhenUnwatchedMinutes === null) continue;
    const schedule = await serviceScheduleOf(db, restaurant.id, now);
    const rows: { kind: string; payload: Record<string, string> }[] = [];

    const minutes = restaurant.alertEmailAfterMinutes;
    // Orders placed at or before this instant have waited `minutes` of opening hours: the query takes only them.
    const waitedSince = minutes === null ? undefined : openMinutesBefore(schedule, now, minutes);
    if (minutes !== null && waitedSince) {
      const waiting = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.restaurantId, restaurant.id),
            eq(orders.status, 'pending'),
            lte(orders.createdAt, waitedSince),
            notExists(
              db
                .select({ one: sql`1` })
                .from(outboxMessages)
                .where(
                  and(
                    eq(outboxMessages.kind, 'order_waiting'),
                    eq(sql`${outboxMessages.payload} ->> 'orderId'`, orders.id),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(orders.createdAt))
        .limit(BATCH);
      for (const order of waiting) {
        rows.push({ kind: 'order_waiting', payload: { orderId: order.id, minutes: String(minutes) } });
      }
    }

    if (restaurant.pauseWhenUnwatchedMinutes !== null) {
      const facts = await readOrderingFacts(db, restaurant.id, now);
      const state = orderingStateAt(restaurant, facts, schedule, now);
      if (state.reason === 'unwatched') {
        const since = afterOpenMinutes(
          schedule,
          unwatchedSince(restaurant, facts),
          restaurant.pauseWhenUnwatchedMinutes,
        );
        if (since) {
          rows.push({
            kind: 'ordering_unwatched',
            payload: { restaurantId: restaurant.id, since: since.toISOString() },
          });
        }
      }
    }

    if (rows.length === 0) continue;
    const inserted = await db
      .insert(outboxMessages)
      .values(
        rows.map((row) => ({
          id: newId(),
          recipient: restaurant.email,
          ...row,
          nextAttemptAt: now,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: outboxMessages.id });
    queued += inserted.length;
  }
  return queued;
}
