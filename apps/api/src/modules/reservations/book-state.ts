import { and, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { diningTables, reservations, reservationTables } from '../../db/schema';
import { partnersOf } from '../tables/table-pairs';
import type { CandidateTable } from './table-assignment';
import { readTogether } from '../../db/read-together';

const QUARTER_MS = 15 * 60_000;

type Reader = Pick<Database, 'select'>;

/** The restaurant's book over a stretch of time: its tables, what holds them, and the guests arriving. */
export interface Book {
  tables: CandidateTable[];
  holds: { tableId: string; startsAt: Date; endsAt: Date }[];
  arrivals: { startsAt: Date; guests: number }[];
}

/**
 * Reads the book for arrivals in [from, to) and the stays that overlap [from, until), without the booking
 * `except` names (a booking being changed: its own tables are free for it).
 */
export async function readBook(
  db: Reader,
  restaurantId: string,
  from: Date,
  to: Date,
  until: Date,
  except?: string,
): Promise<Book> {
  const rows = await db.select().from(diningTables).where(eq(diningTables.restaurantId, restaurantId));
  const ids = rows.map((t) => t.id);
  if (ids.length === 0) return { tables: [], holds: [], arrivals: [] };
  const [partners, holds, arrivals] = await readTogether(db, [
    () => partnersOf(db, ids),
    () =>
      db
        .select({
          tableId: reservationTables.tableId,
          startsAt: reservationTables.startsAt,
          endsAt: reservationTables.endsAt,
        })
        .from(reservationTables)
        .where(
          and(
            inArray(reservationTables.tableId, ids),
            eq(reservationTables.holds, true),
            lt(reservationTables.startsAt, until),
            gt(reservationTables.endsAt, from),
            except === undefined ? undefined : ne(reservationTables.reservationId, except),
          ),
        ),
    () =>
      db
        .select({ startsAt: reservations.startsAt, guests: reservations.guests })
        .from(reservations)
        .where(
          and(
            inArray(reservations.tableId, ids),
            eq(reservations.status, 'active'),
            gte(reservations.startsAt, from),
            lt(reservations.startsAt, to),
            except === undefined ? undefined : ne(reservations.id, except),
          ),
        ),
  ]);
  return {
    tables: rows.map((t) => ({
      id: t.id,
      tableNumber: t.tableNumber,
      seats: t.seats,
      partners: new Set(partners.get(t.id)),
    })),
    holds,
    arrivals,
  };
}

/** The tables no booking holds at any moment of [start, end) (ranges are half-open). */
export function freeTables(book: Book, start: Date, end: Date): CandidateTable[] {
  const held = new Set(book.holds.filter((h) => h.startsAt < end && h.endsAt > start).map((h) => h.tableId));
  return book.tables.filter((t) => !held.has(t.id));
}

/**
 * The guests of the bookings arriving in the quarter hour that holds `arrival` (quarters of the clock: every
 * time zone's offset is a whole number of quarter hours, so UTC quarters are local ones).
 */
export function coversArriving(book: Book, arrival: Date): number {
  const quarter = Math.floor(arrival.getTime() / QUARTER_MS);
  return book.arrivals
    .filter((a) => Math.floor(a.startsAt.getTime() / QUARTER_MS) === quarter)
    .reduce((sum, a) => sum + a.guests, 0);
}

/**
 * Puts the restaurant's bookings that read the book (party bookings, paced per-table ones) in line for their short
 * transaction: taken after the account's row lock and before any table's lock, by every booking that takes it.
 */
export async function takeBookingLock(tx: Pick<Database, 'execute'>, restaurantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`party-book:${restaurantId}`}, 0))`);
}

/** The guests of the active bookings of the restaurant arriving in the quarter hour that holds `arrival`. */
export async function coversInQuarter(db: Reader, restaurantId: string, arrival: Date): Promise<number> {
  const start = new Date(Math.floor(arrival.getTime() / QUARTER_MS) * QUARTER_MS);
  const [row] = await db
    .select({ covers: sql<number>`coalesce(sum(${reservations.guests}), 0)::int` })
    .from(reservations)
    .innerJoin(diningTables, eq(diningTables.id, reservations.tableId))
    .where(
      and(
        eq(diningTables.restaurantId, restaurantId),
        eq(reservations.status, 'active'),
        gte(reservations.startsAt, start),
        lt(reservations.startsAt, new Date(start.getTime() + QUARTER_MS)),
      ),
    );
  return row?.covers ?? 0;
}
