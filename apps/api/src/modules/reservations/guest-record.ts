import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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

/** The phone to call: the booking's own, else the account's profile phone (null when neither). */
export const phoneOfGuest: SQL<string | null> = sql<
  string | null
>`coalesce(nullif(${reservations.phone}, ''), nullif(${users.phone}, ''))`;
