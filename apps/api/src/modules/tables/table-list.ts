import {
  addDaysToIsoDate,
  nextBookableSlot,
  zonedDateAndMinutes,
  zonedInstant,
  type SpecialDayHours,
  type TablesAt,
} from '@flame/shared';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { readTogether } from '../../db/read-together';
import { diningTablePairs, diningTables, reservations, reservationTables, users } from '../../db/schema';
import { isOwnerOf, siteRestaurantId } from '../../lib/site-restaurant';
import { specialDaysFrom } from '../restaurant/special-days-read';
import { heldTablesOf } from './held-tables';
import { bookingRestaurant, type BookingRestaurant } from './restaurant-context';
import { toDiningTable, toReservation, type VisibleReservation } from './table-dto';
import type { Viewer } from './service';

/** The instant the table list shows by default: the next bookable slot (or now, when nothing can be booked). */
export function defaultInstant(
  restaurant: BookingRestaurant,
  now: Date,
  specialDays: readonly SpecialDayHours[] = [],
): Date {
  const next = nextBookableSlot(restaurant.hours, restaurant.timeZone, now, specialDays);
  return next ? zonedInstant(next.date, next.minutes, restaurant.timeZone) : now;
}

/** The site's tables, smallest number first, each with its partners (the tables it may be pushed together with). */
const siteTablesQuery = preparedPerDatabase((db) =>
  db
    .select({
      table: diningTables,
      // Sorted by code point, as the ids are compared everywhere else.
      partners: sql<string[]>`array(
        select ${diningTablePairs.partnerId} from ${diningTablePairs}
        where ${diningTablePairs.tableId} = ${diningTables.id}
        order by ${diningTablePairs.partnerId} collate "C")`,
    })
    .from(diningTables)
    .where(eq(diningTables.restaurantId, siteRestaurantId(db)))
    .orderBy(asc(diningTables.tableNumber))
    .prepare('site_tables'),
);

/** The bookings holding the site's tables after `from`: per-table ones and combinations alike, soonest first. */
const tableHoldsQuery = preparedPerDatabase((db) =>
  db
    .select({
      tableId: reservationTables.tableId,
      endsAt: reservationTables.endsAt,
      reservation: reservations,
      name: users.name,
      email: users.email,
    })
    .from(reservationTables)
    .innerJoin(diningTables, eq(diningTables.id, reservationTables.tableId))
    .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(
      and(
        eq(diningTables.restaurantId, siteRestaurantId(db)),
        eq(reservationTables.holds, true),
        gt(reservationTables.endsAt, sql.placeholder('from')),
      ),
    )
    .orderBy(asc(reservationTables.startsAt))
    .prepare('site_table_holds'),
);

/**
 * The special days that can decide the next bookable slot, read before the restaurant's time zone is known:
 * from two days before now's UTC date, which is on or before yesterday (a night running past midnight) in
 * every time zone.
 */
function specialDaysAround(db: Database, now: Date) {
  return specialDaysFrom(db, siteRestaurantId(db), addDaysToIsoDate(now.toISOString().slice(0, 10), -2));
}

/** The start of the restaurant's next day after `instant`: a table's state line speaks only of the chosen date. */
function endOfLocalDay(instant: Date, timeZone: string): Date {
  const { date } = zonedDateAndMinutes(instant, timeZone);
  return zonedInstant(addDaysToIsoDate(date, 1), 0, timeZone);
}

/**
 * Every table with its state at `at` (by default the next bookable slot), relative to the caller: 'mine' for
 * the caller's own reservation, 'reserved' for anyone else's. Who reserved it is told only to that customer and
 * to the owner. Its reads go out together: the bookings are read from `at`, or from now, before which the next
 * bookable slot never falls.
 */
export async function listTablesAt(
  db: Database,
  viewer: Viewer,
  at: Date | undefined,
  now: Date,
): Promise<TablesAt> {
  const [restaurant, tables, holds, specialDays] = await readTogether(db, [
    () => bookingRestaurant(db),
    () => siteTablesQuery(db).execute(),
    () => tableHoldsQuery(db).execute({ from: at ?? now }),
    () => (at ? Promise.resolve([]) : specialDaysAround(db, now)),
  ]);
  const instant = at ?? defaultInstant(restaurant, now, specialDays);
  const active = holds.filter((hold) => hold.endsAt > instant);

  const owner = isOwnerOf(viewer, restaurant);
  const dayEnd = endOfLocalDay(instant, restaurant.timeZone);
  const shownIds = active
    .filter((r) => r.reservation.startsAt <= instant && (owner || r.reservation.userId === viewer?.id))
    .map((r) => r.reservation.id);
  // A combination's detail names every table it holds, on each of its tables' cards.
  const held = await heldTablesOf(db, [...new Set(shownIds)]);
  return {
    at: instant.toISOString(),
    tables: tables.map(({ table, partners }) => {
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
      return toDiningTable(table, holding, next?.reservation.startsAt, partners);
    }),
  };
}
