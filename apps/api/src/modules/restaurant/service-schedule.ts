import { addDaysToIsoDate, zonedToday, type ServiceSchedule, type SpecialDay } from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openingHours, restaurants } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toOpeningHours } from './service';
import { specialDaysFrom } from './special-days-read';
import { readTogether } from '../../db/read-together';

type Executor = Pick<Database, 'select'>;

/**
 * What decides when a restaurant opens (its weekly hours, its special days from yesterday on so that a night
 * past midnight counts, in its time zone), for rules such as 'next opening' and 'inside the hours'. The special
 * days come whole (with their notes), for rules that name the day.
 */
export async function serviceScheduleOf(
  db: Executor,
  restaurantId: string,
  now: Date,
): Promise<ServiceSchedule & { specialDays: readonly SpecialDay[] }> {
  const [[restaurant], hours] = await readTogether(db, [
    () =>
      db
        .select({ timeZone: restaurants.timeZone })
        .from(restaurants)
        .where(eq(restaurants.id, restaurantId))
        .limit(1),
    () => db.select().from(openingHours).where(eq(openingHours.restaurantId, restaurantId)),
  ]);
  if (!restaurant) throw notFound('Restaurant not found');
  const { timeZone } = restaurant;
  const specialDays = await specialDaysFrom(
    db,
    restaurantId,
    addDaysToIsoDate(zonedToday(now, timeZone), -1),
  );
  return { hours: toOpeningHours(hours), specialDays, timeZone };
}
