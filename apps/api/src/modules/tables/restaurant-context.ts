import type { OpeningHour } from '@flame/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

/** The site's restaurant (the first), with what bookings are checked against: its time zone and hours. */
export async function bookingRestaurant(db: Database): Promise<BookingRestaurant> {
  const [row] = await db
    .select({ id: restaurants.id, timeZone: restaurants.timeZone, ownerId: restaurants.ownerId })
    .from(restaurants)
    .orderBy(asc(restaurants.createdAt))
    .limit(1);
  if (!row) throw notFound('The restaurant is not set up yet');
  const hours = await db.select().from(openingHours).where(eq(openingHours.restaurantId, row.id));
  return { ...row, hours: toOpeningHours(hours) };
}

/** The caller is the restaurant's owner: an admin whose id the restaurant names (DESIGN.md section 3). */
export function isOwner(
  user: Pick<SessionUser, 'id' | 'role'> | null,
  restaurant: BookingRestaurant,
): boolean {
  return user !== null && user.role === 'admin' && restaurant.ownerId === user.id;
}
