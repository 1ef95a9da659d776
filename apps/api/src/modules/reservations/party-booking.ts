import {
  formatClock,
  parseBookingTime,
  PARTY_BOOKING_MESSAGES,
  RESTAURANT_INACTIVE_MESSAGES,
  zonedDateAndMinutes,
  type OwnerBooking,
  type PartyBookingBody,
  type PartyReservation,
  type StaffBookingBody,
} from '@flame/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { reservations, reservationTables } from '../../db/schema';
import { assertNotBlocked } from '../../lib/customer-blocks';
import type { CustomerLimits } from '../../lib/customer-limits';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { SessionUser } from '../../lib/sessions';
import type { EventBus } from '../../plugins/event-bus';
import { queueMail } from '../mail/outbox';
import { assertAccountMayBook } from '../tables/account-bookings';
import { DEADLOCK_DETECTED, EXCLUSION_VIOLATION, sqlState } from '../tables/pg-errors';
import { publishReservationEvent } from '../tables/reservation-events';
import { readBook, takeBookingLock } from './book-state';
import { isRequest, nearestTimes, partyAvailability, roomFor } from './availability';
import {
  arrivalOn,
  onQuarterHour,
  partyTimeProblem,
  readPartyBookingContext,
  turnMs,
  type BookingBy,
  type PartyBookingContext,
} from './party-rules';
import { ownerBookingsWhere } from './owner-bookings';
import type { CandidateTable } from './table-assignment';

export type Booker = Pick<SessionUser, 'id' | 'name' | 'email'>;

type ReservationRow = typeof reservations.$inferSelect;

const DEFAULT_PURPOSE = 'General';

function toPartyReservation(
  row: ReservationRow,
  tables: readonly Pick<CandidateTable, 'tableNumber'>[],
  booker: Booker,
  timeZone: string,
): PartyReservation {
  const { date, minutes } = zonedDateAndMinutes(row.startsAt, timeZone);
  return {
    _id: row.id,
    status: row.status === 'requested' ? 'requested' : 'active',
    date,
    time: formatClock(minutes),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    partySize: row.guests,
    phone: row.phone ?? '',
    occasion: row.occasion,
    note: row.note,
    tables: tables.map((t) => t.tableNumber).sort((a, b) => a - b),
    reservedBy: { name: booker.name, email: booker.email },
  };
}

/** Thrown inside a booking's (or a change's) transaction when the book has no room; answered by `refuseNoRoom`. */
export class NoRoom extends Error {
  constructor(readonly reason: 'full' | 'taken') {
    super(reason);
  }
}

/**
 * Writes a booking that the book has room for, in one transaction: for a guest's own booking, the account's
 * limit and block under its row lock; then the restaurant's booking lock (party bookings of one restaurant take
 * their turn, so pacing and the choice of tables read a book no other party booking is changing), then each
 * assigned table's lock in id order (the per-table booking takes the same one). The guarantee stays the
 * database's: every table of the combination is a row of `reservation_tables`, whose exclusion constraint
 * refuses any overlap.
 */
async function insertPartyBooking(
  tx: Transaction,
  ctx: PartyBookingContext,
  limits: CustomerLimits,
  values: typeof reservations.$inferInsert,
  by: BookingBy,
  now: Date,
): Promise<{ row: ReservationRow; tables: CandidateTable[] }> {
  if (values.userId) {
    await assertAccountMayBook(tx, values.userId, limits, now);
    await assertNotBlocked(tx, ctx.restaurantId, values.userId);
  }
  if (values.status === 'requested') {
    const [row] = await tx.insert(reservations).values(values).returning();
    return { row: row!, tables: [] };
  }
  await takeBookingLock(tx, ctx.restaurantId);
  const book = await readBook(tx, ctx.restaurantId, values.startsAt, values.endsAt, values.endsAt);
  const room = roomFor(ctx, book, values.startsAt, values.guests!, by);
  if ('refused' in room) throw new NoRoom(room.refused);
  const [first, ...others] = room.tables;
  for (const id of room.tables.map((t) => t.id).sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${id}, 0))`);
  }
  // The first table goes on the reservation (the database writes its reservation_tables row); the others here.
  const [row] = await tx
    .insert(reservations)
    .values({ ...values, tableId: first!.id })
    .returning();
  if (others.length > 0) {
    await tx.insert(reservationTables).values(
      others.map((table) => ({
        reservationId: row!.id,
        tableId: table.id,
        startsAt: row!.startsAt,
        endsAt: row!.endsAt,
      })),
    );
  }
  return { row: row!, tables: room.tables };
}

/** The arrival the body asks for, once the rules for `by` allow it; else 400 naming the field (date, time). */
export function checkedArrival(
  ctx: PartyBookingContext,
  body: Pick<PartyBookingBody, 'date' | 'time' | 'partySize'>,
  now: Date,
  by: BookingBy,
): Date {
  if (!ctx.isActive) throw conflict(RESTAURANT_INACTIVE_MESSAGES.bookings);
  const minutes = parseBookingTime(body.time) ?? Number.NaN;
  if (!onQuarterHour(minutes)) {
    throw badRequest(PARTY_BOOKING_MESSAGES.step, { time: [PARTY_BOOKING_MESSAGES.step] });
  }
  const startsAt = arrivalOn(ctx, body.date, minutes);
  const problem = partyTimeProblem(ctx, body.date, startsAt, body.partySize, now, by);
  if (problem) throw badRequest(problem.message, { [problem.field]: [problem.message] });
  return startsAt;
}

/** A booking to write, with who books it and who is told. */
interface BookingPlan {
  ctx: PartyBookingContext;
  by: BookingBy;
  values: typeof reservations.$inferInsert;
  /** Where its confirmation goes; null for none (a guest who gave no email). */
  recipient: string | null;
  /** Who books: the guest's account, or the owner's. */
  actorId: string;
}

/**
 * Writes the plan's booking, mails its confirmation and announces it at commit (a request waits for the owner's
 * answer for both). A taken or fully paced time is a 409 whose details carry the nearest times `by` may book.
 */
async function writeBooking(
  db: Database,
  bus: EventBus,
  limits: CustomerLimits,
  { ctx, by, values, recipient, actorId }: BookingPlan,
  date: string,
  now: Date,
): Promise<{ row: ReservationRow; tables: CandidateTable[] }> {
  try {
    return await db.transaction(async (tx) => {
      const booked = await insertPartyBooking(tx, ctx, limits, values, by, now);
      if (booked.row.status !== 'requested') {
        if (recipient) {
          await queueMail(
            tx,
            { kind: 'reservation_booked', recipient, payload: { reservationId: booked.row.id } },
            now,
          );
        }
        await publishReservationEvent(bus, { type: 'booked', reservation: booked.row, actorId, now }, tx);
      }
      return booked;
    });
  } catch (error) {
    return refuseNoRoom(
      db,
      error,
      ctx,
      { date, partySize: values.guests!, startsAt: values.startsAt, by },
      now,
    );
  }
}

/**
 * A booking the book had no room for (`NoRoom`, or the exclusion constraint or a deadlock of racing bookings)
 * as its 409: the reason under `time`, and the nearest times `by` may book that date (`except`: a booking being
 * changed, its own tables counted free). Any other error is thrown as it is.
 */
export async function refuseNoRoom(
  db: Database,
  error: unknown,
  ctx: PartyBookingContext,
  wanted: { date: string; partySize: number; startsAt: Date; by: BookingBy; except?: string },
  now: Date,
): Promise<never> {
  const state = sqlState(error);
  const reason =
    error instanceof NoRoom
      ? error.reason
      : state === EXCLUSION_VIOLATION || state === DEADLOCK_DETECTED
        ? 'taken'
        : undefined;
  if (!reason) throw error;
  const message = reason === 'full' ? PARTY_BOOKING_MESSAGES.full : PARTY_BOOKING_MESSAGES.taken;
  const { date, partySize, startsAt, by, except } = wanted;
  const times = await partyAvailability(db, ctx, date, partySize, now, by, except);
  throw new AppError(409, message, { time: [message], nearestTimes: nearestTimes(times, startsAt) });
}

/**
 * `POST /api/reservations`: a party books a time; the server assigns the tables. The rules first (400 naming
 * the field: date, time), then the book: a taken or fully paced time is a 409 whose details carry the nearest
 * available times of that date (`nearestTimes`, ISO). A party larger than booked online becomes a request
 * (`status: 'requested'`, no tables) that the owner answers.
 */
export async function bookParty(
  db: Database,
  bus: EventBus,
  limits: CustomerLimits,
  booker: Booker,
  body: PartyBookingBody,
  now: Date,
): Promise<PartyReservation> {
  const ctx = await readPartyBookingContext(db, now);
  const startsAt = checkedArrival(ctx, body, now, 'guest');
  const request = isRequest(ctx, body.partySize);
  const values: typeof reservations.$inferInsert = {
    id: newId(),
    userId: booker.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + turnMs(ctx, body.partySize)),
    guests: body.partySize,
    purpose: body.occasion ?? DEFAULT_PURPOSE,
    createdAt: now,
    status: request ? 'requested' : 'active',
    phone: body.phone,
    occasion: body.occasion ?? null,
    note: body.note || null,
  };
  const plan = { ctx, by: 'guest' as const, values, recipient: booker.email, actorId: booker.id };
  const { row, tables } = await writeBooking(db, bus, limits, plan, body.date, now);
  return toPartyReservation(row, tables, booker, ctx.timeZone);
}

/**
 * `POST /api/reservations/staff`: the owner books a party for a guest without an account (`source: 'staff'`),
 * by phone or at the counter. The tables are assigned as for the guest's own booking; the owner is held to the
 * hours and the tables only (`BookingBy`). The guest's confirmation goes to their email when they gave one.
 * Answers the booking as the owner's day lists it.
 */
export async function bookForGuest(
  db: Database,
  bus: EventBus,
  limits: CustomerLimits,
  owner: Pick<SessionUser, 'id'>,
  body: StaffBookingBody,
  now: Date,
): Promise<OwnerBooking> {
  const ctx = await readPartyBookingContext(db, now);
  const startsAt = checkedArrival(ctx, body, now, 'staff');
  const values: typeof reservations.$inferInsert = {
    id: newId(),
    userId: null,
    source: 'staff',
    guestName: body.guest.name,
    guestEmail: body.guest.email || null,
    startsAt,
    endsAt: new Date(startsAt.getTime() + turnMs(ctx, body.partySize)),
    guests: body.partySize,
    purpose: body.occasion ?? DEFAULT_PURPOSE,
    createdAt: now,
    status: 'active',
    phone: body.guest.phone,
    occasion: body.occasion ?? null,
    note: body.note || null,
  };
  const plan = { ctx, by: 'staff' as const, values, recipient: values.guestEmail ?? null, actorId: owner.id };
  const { row } = await writeBooking(db, bus, limits, plan, body.date, now);
  const [booking] = await ownerBookingsWhere(db, eq(reservations.id, row.id), ctx.timeZone);
  return booking!;
}
