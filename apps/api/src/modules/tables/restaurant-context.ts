import type { OpeningHour } from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { openingHours, restaurants } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { siteRestaurantId } from '../../lib/site-restaurant';
import { toOpeningHours } from '../restaurant/service';

export interface BookingRestaurant {
  id: string;
  timeZone: string;
  ownerId: string | null;
  /** False while the owner has switched the restaurant off: no new bookings. */
  isActive: boolean;
  hours: OpeningHour[];
  /** Guests who may arrive in one quarter hour, party and per-table bookings together (null: no limit). */
  coversPer15Minutes: number | null;
}

const bookingRestaurantQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: restaurants.id,
      timeZone: restaurants.timeZone,
      ownerId: restaurants.ownerId,
      isActive: restaurants.isActive,
      coversPer15Minutes: restaurants.coversPer15Minutes,
      hour: openingHours,
    })
    .from(restaurants)
    .leftJoin(openingHours, eq(openingHours.restaurantId, restaurants.id))
    .where(eq(restaurants.id, siteRestaurantId(db)))
    .prepare('booking_restaurant'),
);

/** The site's restaurant, with what bookings are checked against: its time zone and hours. */
export async function bookingRestaurant(db: Database): Promise<BookingRestaurant> {
  const rows = await bookingRestaurantQuery(db).execute();
  const [row] = rows;
  if (!row) throw notFound('The restaurant is not set up yet');
  const hours = rows.flatMap((r) => (r.hour ? [r.hour] : []));
  return {
    id: row.id,
    timeZone: row.timeZone,
    ownerId: row.ownerId,
    isActive: row.isActive,
    hours: toOpeningHours(hours),
    coversPer15Minutes: row.coversPer15Minutes,
  };
}
