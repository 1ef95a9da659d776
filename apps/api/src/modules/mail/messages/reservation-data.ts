import { durationLabel, reservationMinutes, tablesText } from '@flame/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { diningTables, reservations, reservationTables, restaurants, users } from '../../../db/schema';
import { PermanentMailError } from '../delivery-policy';
import type { SiteLinks } from './composed-mail';
import { siteRestaurantId } from '../../../lib/site-restaurant';
import { oneLineAddress } from './restaurant-texts';
import { emailOfGuest, nameOfGuest } from '../../reservations/guest-record';

export interface ReservationMailData {
  id: string;
  status: (typeof reservations.$inferSelect)['status'];
  /** Why the restaurant cancelled it ('' for none). */
  cancelReason: string;
  /** Whether its guest still wants reminder emails (their profile's switch). */
  guestWantsReminders: boolean;
  /** The signed link that turns the guest's reminders off without signing in. */
  /** The one-click link that turns reminders off; null for a guest without an account (never reminded). */
  remindersOffUrl: string | null;
  guestName: string;
  guestEmail: string;
  /** The reservation's own (first) table; null for a request that never got one (a declined one). */
  tableNumber: number | null;
  /** 'Table 4', or every table of a combination: 'Tables 3 and 4'; '' without a table. */
  tablesText: string;
  /** How many tables it holds or held: several for a combination, 0 for a request without one. */
  tableCount: number;
  /** 'Tuesday, November 24', in the restaurant's time zone. */
  day: string;
  /** '7:30 PM', in the restaurant's time zone. */
  time: string;
  /** Its length: '1 hour 45 minutes' for a party of four's stay. */
  duration: string;
  guests: number;
  /** How many times the restaurant changed it: the calendar file's SEQUENCE. */
  changes: number;
  purpose: string;
  startsAt: Date;
  endsAt: Date;
  /** The signed link that cancels it without signing in, until it starts. */
  cancelUrl: string;
  tablesUrl: string;
  restaurant: { id: string; name: string; phone: string; address: string; email: string };
}

/** What every message about a reservation shows, read from the reservation, its table and the restaurant. */
export async function loadReservationMailData(
  db: Database,
  reservationId: string,
  site: SiteLinks,
): Promise<ReservationMailData> {
  const [found] = await db
    .select({
      reservation: reservations,
      table: diningTables,
      guestName: nameOfGuest,
      guestEmail: emailOfGuest,
      // A guest without an account gets no reminders (nothing to switch them off in).
      guestWantsReminders: sql<boolean>`coalesce(${users.reminderEmails}, false)`,
      restaurant: restaurants,
    })
    .from(reservations)
    .leftJoin(diningTables, eq(diningTables.id, reservations.tableId))
    // A request has no table yet: the site's restaurant is its restaurant.
    .innerJoin(restaurants, eq(restaurants.id, siteRestaurantId(db)))
    .leftJoin(users, eq(users.id, reservations.userId))
    .where(eq(reservations.id, reservationId));
  if (!found) throw new PermanentMailError(`Reservation ${reservationId} no longer exists`);
  const { reservation, table, restaurant } = found;
  // A party booking holds a combination of tables: each is a row of reservation_tables.
  const held = await db
    .select({ tableNumber: diningTables.tableNumber })
    .from(reservationTables)
    .innerJoin(diningTables, eq(diningTables.id, reservationTables.tableId))
    .where(eq(reservationTables.reservationId, reservation.id))
    .orderBy(asc(diningTables.tableNumber));
  const tableNumbers =
    held.length > 0 ? held.map((row) => row.tableNumber) : table ? [table.tableNumber] : [];
  const timeZone = restaurant.timeZone;
  const token = site.links.sign('reservation-cancel', reservation.id);
  const remindersOff = reservation.userId ? site.links.sign('reminders-off', reservation.userId) : null;
  return {
    id: reservation.id,
    status: reservation.status,
    cancelReason: reservation.cancelReason,
    guestWantsReminders: found.guestWantsReminders,
    remindersOffUrl: remindersOff
      ? `${site.siteUrl}/unsubscribe?token=${encodeURIComponent(remindersOff)}`
      : null,
    guestName: found.guestName,
    guestEmail: found.guestEmail,
    tableNumber: table?.tableNumber ?? null,
    tablesText: tableNumbers.length > 0 ? tablesText(tableNumbers) : '',
    tableCount: tableNumbers.length,
    day: new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }).format(reservation.startsAt),
    time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
      reservation.startsAt,
    ),
    duration: durationLabel(reservationMinutes(reservation)),
    guests: reservation.guests,
    changes: reservation.changes,
    purpose: reservation.purpose,
    startsAt: reservation.startsAt,
    endsAt: reservation.endsAt,
    cancelUrl: `${site.siteUrl}/reservations/cancel?token=${encodeURIComponent(token)}`,
    tablesUrl: `${site.siteUrl}/tables`,
    restaurant: {
      id: restaurant.id,
      name: restaurant.name,
      phone: restaurant.phone,
      address: oneLineAddress(restaurant),
      email: restaurant.email,
    },
  };
}
