import type { ServiceSchedule } from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openingHours, restaurants } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toOpeningHours } from './service';

type Executor = Pick<Database, 'select'>;

/** What decides when a restaurant opens (its weekly hours, in its time zone), for rules such as 'next opening'. */
export async function serviceScheduleOf(db: Executor, restaurantId: string): Promise<ServiceSchedule> {
  const [[restaurant], hours] = await Promise.all([
    db
      .select({ timeZone: restaurants.timeZone })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
      .limit(1),
    db.select().from(openingHours).where(eq(openingHours.restaurantId, restaurantId)),
  ]);
  if (!restaurant) throw notFound('Restaurant not found');
  return { hours: toOpeningHours(hours), timeZone: restaurant.timeZone };
}
