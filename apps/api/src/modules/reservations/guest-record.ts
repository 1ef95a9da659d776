import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { reservations, users } from '../../db/schema';

/** The guest's bookings, counted beside the one the outer query reads. */
const past = alias(reservations, 'past_bookings');

/** Digits only, so '(312) 555-0100' and '312.555.0100' are one phone. */
const digits = (column: SQLWrapper) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/**
 * The no-shows of the guest of the reservation in the query's `reservations` row: their account's, and those
 * booked under the same phone (a guest known by phone under another account). Counted by the database.
 */
export const noShowsOfGuest: SQL<number> = sql<number>`(
  select count(*)::int from ${reservations} as ${sql.identifier('past_bookings')}
  where ${past.status} = 'no-show'
    and (${past.userId} = ${reservations.userId}
      or (${reservations.phone} is not null and ${reservations.phone} <> ''
        and ${digits(past.phone)} = ${digits(reservations.phone)}))
)`.mapWith(Number);

/**
 * The phone to call: the booking's own, else the account's profile phone (null when neither). The queries that
 * read these join `users` on the booking's account (left: a staff booking has none).
 */
export const phoneOfGuest: SQL<string | null> = sql<
  string | null
>`coalesce(nullif(${reservations.phone}, ''), nullif(${users.phone}, ''))`;

/** The guest's name: the account's, or the one the restaurant wrote down for a guest without an account. */
export const nameOfGuest: SQL<string> = sql<string>`coalesce(${users.name}, ${reservations.guestName}, '')`;

/** The guest's email: the account's, or the one a guest without an account gave ('' when none). */
export const emailOfGuest: SQL<string> = sql<string>`coalesce(${users.email}, ${reservations.guestEmail}, '')`;

/** Where the booking's guest is mailed: their account's email, or the one a guest without an account gave. */
export async function guestEmailOf(
  db: Pick<Database, 'select'>,
  row: Pick<typeof reservations.$inferSelect, 'userId' | 'guestEmail'>,
): Promise<string | null> {
  if (!row.userId) return row.guestEmail;
  const [guest] = await db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
  return guest?.email ?? null;
}
