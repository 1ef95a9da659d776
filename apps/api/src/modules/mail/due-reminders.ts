import { and, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, outboxMessages, reservations, restaurants, users } from '../../db/schema';
import { newId } from '../../lib/ids';

/** Reminders queued per pass at most; the next pass takes the rest. */
const BATCH = 100;

const remindAt = sql`${reservations.startsAt} - make_interval(hours => ${restaurants.reminderHours})`;

/**
 * Queues the reminder of every booking whose reminder time has come: an active booking that has not started,
 * of a guest who wants reminders (an account's setting: a guest the restaurant booked without one gets none), booked before its reminder time (a booking made inside the reminder window
 * has just had its confirmation), while the restaurant's 'Reminder before a booking' is on. The setting is read
 * now, so a change applies to every booking not yet reminded. A unique index allows one reminder per booking,
 * so senders racing here, or a restart, never queue it twice.
 */
export async function queueDueReminders(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ reservationId: reservations.id, recipient: users.email })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .innerJoin(diningTables, eq(diningTables.id, reservations.tableId))
    .innerJoin(restaurants, eq(restaurants.id, diningTables.restaurantId))
    .where(
      and(
        eq(reservations.status, 'active'),
        gt(reservations.startsAt, now),
        gt(restaurants.reminderHours, 0),
        eq(users.reminderEmails, true),
        lte(remindAt, now),
        lte(reservations.createdAt, remindAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(outboxMessages)
            .where(
              and(
                eq(outboxMessages.kind, 'reservation_reminder'),
                eq(sql`${outboxMessages.payload} ->> 'reservationId'`, reservations.id),
              ),
            ),
        ),
      ),
    )
    .limit(BATCH);
  if (due.length === 0) return 0;
  const queued = await db
    .insert(outboxMessages)
    .values(
      due.map(({ reservationId, recipient }) => ({
        id: newId(),
        kind: 'reservation_reminder',
        recipient,
        payload: { reservationId },
        nextAttemptAt: now,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: outboxMessages.id });
  return queued.length;
}
