import {
  addDaysToIsoDate,
  nextBookableSlot,
  zonedDateAndMinutes,
  zonedInstant,
  zonedToday,
  type SpecialDayHours,
  type TablesAt,
} from '@flame/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { diningTables, reservations, reservationTables, users } from '../../db/schema';
import { isOwnerOf } from '../../lib/site-restaurant';
import { specialDaysFrom } from '../restaurant/special-days-read';
import { emailOfGuest, nameOfGuest } from '../reservations/guest-record';
import { heldTablesOf } from './held-tables';
import { bookingRestaurant, type BookingRestaurant } from './restaurant-context';
import type { Viewer } from './service';
import { toDiningTable, toReservation, type VisibleReservation } from './table-dto';
import { partnersOf } from './table-pairs';

/** The instant the table list shows by default: the next bookable slot (or now, when nothing can be booked). */
export function defaultInstant(
  restaurant: BookingRestaurant,
  now: Date,
  specialDays: readonly SpecialDayHours[] = [],
): Date {
  const next = nextBookableSlot(restaurant.hours, restaurant.timeZone, now, specialDays);
  return next ? zonedInstant(next.date, next.minutes, restaurant.timeZone) : now;
}

const restaurantTablesQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(diningTables)
    .where(eq(diningTables.restaurantId, sql.placeholder('restaurantId')))
    .orderBy(asc(diningTables.tableNumber))
    .prepare('restaurant_tables'),
);

/** The bookings holding each table from `instant` on: per-table ones and combinations alike. */
const activeReservationsQuery = preparedPerDatabase((db) =>
  db
    .select({
      tableId: reservationTables.tableId,
      reservation: reservations,
      name: nameOfGuest,
      email: emailOfGuest,
    })
    .from(reservationTables)
    .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
    // A booking the restaurant made for a guest without an account holds its tables as any other.
    .leftJoin(users, eq(users.id, reservations.userId))
    .where(
      and(
        sql`${reservationTables.tableId} = any(${sql.placeholder('tableIds')}::text[])`,
        eq(reservationTables.holds, true),
        gt(reservationTables.endsAt, sql.placeholder('instant')),
      ),
    )
    .orderBy(asc(reservationTables.startsAt))
    .prepare('active_table_holds'),
);

/** The start of the restaurant's next day after `instant`: a table's state line speaks only of the chosen date. */
function endOfLocalDay(instant: Date, timeZone: string): Date {
  const { date } = zonedDateAndMinutes(instant, timeZone);
  return zonedInstant(addDaysToIsoDate(date, 1), 0, timeZone);
}

/**
 * Every table with its state at `at`, relative to the caller: 'mine' for the caller's own
 * reservation, 'reserved' for anyone else's. Who reserved it is told only to that customer and to the owner.
 */
export async function listTablesAt(
  db: Database,
  viewer: Viewer,
  at: Date | undefined,
  now: Date,
): Promise<TablesAt> {
  const restaurant = await bookingRestaurant(db);
  const instant =
    at ??
    defaultInstant(
      restaurant,
      now,
      await specialDaysFrom(db, restaurant.id, zonedToday(now, restaurant.timeZone)),
    );
  const tables = await restaurantTablesQuery(db).execute({ restaurantId: restaurant.id });
  const ids = tables.map((t) => t.id);
  const [active, partners] = await Promise.all([
    ids.length === 0 ? [] : activeReservationsQuery(db).execute({ tableIds: ids, instant }),
    partnersOf(db, ids),
  ]);

  const owner = isOwnerOf(viewer, restaurant);
  const dayEnd = endOfLocalDay(instant, restaurant.timeZone);
  const shownIds = active
    .filter((r) => r.reservation.startsAt <= instant && (owner || r.reservation.userId === viewer?.id))
    .map((r) => r.reservation.id);
  // A combination's detail names every table it holds, on each of its tables' cards.
  const held = await heldTablesOf(db, [...new Set(shownIds)]);
  return {
    at: instant.toISOString(),
    tables: tables.map((table) => {
      const mine = active.filter((r) => r.tableId === table.id);
      const current = mine.find((r) => r.reservation.startsAt <= instant);
      const next = mine.find((r) => r.reservation.startsAt > instant && r.reservation.startsAt < dayEnd);
      let holding: VisibleReservation | undefined;
      if (current) {
        const own = viewer !== null && current.reservation.userId === viewer.id;
        holding = {
          state: own ? 'mine' : 'reserved',
          detail:
            own || owner
              ? toReservation(
                  current.reservation,
                  table,
                  { name: current.name, email: current.email },
                  restaurant.timeZone,
                  held.get(current.reservation.id),
                )
              : null,
        };
      }
      return toDiningTable(table, holding, next?.reservation.startsAt, partners.get(table.id) ?? []);
    }),
  };
}
