import type { PartyTime } from '@flame/shared';
import type { Database } from '../../db/client';
import { coversArriving, freeTables, readBook, type Book } from './book-state';
import {
  partyTimeProblem,
  quartersOn,
  turnMs,
  type BookingBy,
  type PartyBookingContext,
} from './party-rules';
import { assignTables, type CandidateTable } from './table-assignment';

const QUARTER_MS = 15 * 60_000;

/**
 * Whether the book has room for the party arriving at `arrival`: pacing (the guests arriving in that quarter
 * hour, this party included, within `coversPer15Minutes`; not for the restaurant's own booking) and tables for
 * the whole turn time. The assigned tables, or why not.
 */
export function roomFor(
  ctx: PartyBookingContext,
  book: Book,
  arrival: Date,
  partySize: number,
  by: BookingBy = 'guest',
): { tables: CandidateTable[] } | { refused: 'full' | 'taken' } {
  const limit = by === 'staff' ? null : ctx.rules.coversPer15Minutes;
  if (limit !== null && coversArriving(book, arrival) + partySize > limit) return { refused: 'full' };
  const tables = assignTables(
    freeTables(book, arrival, new Date(arrival.getTime() + turnMs(ctx, partySize))),
    partySize,
  );
  return tables ? { tables } : { refused: 'taken' };
}

/** Whether a party larger than booked online: it sends a request, which the owner answers (the owner books it). */
export const isRequest = (ctx: PartyBookingContext, partySize: number, by: BookingBy = 'guest') =>
  by === 'guest' && partySize > ctx.rules.maxOnlinePartySize;

/**
 * Every quarter hour of a date's booking hours, each available when the party can book it now: the restaurant
 * active, the rules (window, hours and turn time, cut-off) met, and room in the book. A party larger than booked
 * online may send its request for any time the rules allow: the owner decides on tables and pacing. For the
 * restaurant (`by: 'staff'`), the times inside the hours not yet past with tables free; with `except`, the tables
 * that booking holds count as free (the times it may be changed to).
 */
export async function partyAvailability(
  db: Database,
  ctx: PartyBookingContext,
  date: string,
  partySize: number,
  now: Date,
  by: BookingBy = 'guest',
  except?: string,
): Promise<PartyTime[]> {
  const quarters = quartersOn(ctx, date);
  if (quarters.length === 0) return [];
  const first = quarters[0]!;
  const last = quarters[quarters.length - 1]!;
  const book = await readBook(
    db,
    ctx.restaurantId,
    first,
    new Date(last.getTime() + QUARTER_MS),
    new Date(last.getTime() + turnMs(ctx, partySize)),
    except,
  );
  return quarters.map((arrival) => {
    const allowed = ctx.isActive && partyTimeProblem(ctx, date, arrival, partySize, now, by) === undefined;
    const room = isRequest(ctx, partySize, by) || 'tables' in roomFor(ctx, book, arrival, partySize, by);
    return { time: arrival.toISOString(), available: allowed && room };
  });
}

/** The available times nearest to `wanted` (the closest first; the earlier of two as close), at most `count`. */
export function nearestTimes(times: readonly PartyTime[], wanted: Date, count = 3): string[] {
  return times
    .filter((t) => t.available)
    .map((t) => ({ time: t.time, distance: Math.abs(new Date(t.time).getTime() - wanted.getTime()) }))
    .sort((a, b) => a.distance - b.distance || a.time.localeCompare(b.time))
    .slice(0, count)
    .map((t) => t.time);
}
