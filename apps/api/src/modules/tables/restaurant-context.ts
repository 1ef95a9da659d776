import type { OpeningHour } from '@flame/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { openingHours, restaurants } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { SessionUser } from '../auth/service';
import { toOpeningHours } from '../restaurant/service';

export interface BookingRestaurant {
  id: string;
  timeZone: string;
  ownerId: string | null;
  hours: OpeningHour[];
}

const bookingRestaurantQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: restaurants.id,
      timeZone: restaurants.timeZone,
      ownerId: restaurants.ownerId,
      hour: openingHours,
    })
    .from(restaurants)
    .leftJoin(openingHours, eq(openingHours.restaurantId, restaurants.id))
    .where(
      eq(
        restaurants.id,
        db.select({ id: restaurants.id }).from(restaurants).orderBy(asc(restaurants.createdAt)).limit(1),
      ),
    )
    .prepare('booking_restaurant'),
);

/** The site's restaurant (the first), with what bookings are checked against: its time zone and hours. */
export async function bookingRestaurant(db: Database): Promise<BookingRestaurant> {
  const rows = await bookingRestaurantQuery(db).execute();
  const [row] = rows;
  if (!row) throw notFound('The restaurant is not set up yet');
  const hours = rows.flatMap((r) => (r.hour ? [r.hour] : []));
  return { id: row.id, timeZone: row.timeZone, ownerId: row.ownerId, hours: toOpeningHours(hours) };
}

/** The caller is the restaurant's owner: an admin whose id the restaurant names. */
export function isOwner(
  user: Pick<SessionUser, 'id' | 'role'> | null,
  restaurant: BookingRestaurant,
): boolean {
  return user !== null && user.role === 'admin' && restaurant.ownerId === user.id;
}
