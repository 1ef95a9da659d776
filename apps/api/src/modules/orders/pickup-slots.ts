import {
  addDaysToIsoDate,
  openPickupSteps,
  pauseStopsPickup,
  pickupSlotAvailabilitySchema,
  pickupSlotsQuerySchema,
  pickupTimeProblem,
  zonedInstant,
  type PickupSlotAvailability,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope';
import { siteRestaurant } from '../../lib/site-restaurant';
import { currentOpeningHours } from '../restaurant/service';
import { readOrderingRules } from './ordering-rules';
import { takenPlaces } from './slot-capacity';

/**
 * The 15-minute pickup slots of a date in the restaurant's time zone that fall inside its hours that date (a
 * special day replacing the weekly ones; a daylight-saving day has its real number of hours), each available
 * when an order placed now may take it: the restaurant active, the time at or after a pause's end, within the
 * lead time and window, and with room left in the slot.
 */
export async function pickupSlotsOn(
  db: Database,
  date: string,
  now: Date,
): Promise<PickupSlotAvailability[]> {
  const restaurant = await siteRestaurant(db);
  const { timeZone } = restaurant;
  const [{ openingHours }, rules] = await Promise.all([
    currentOpeningHours(db),
    readOrderingRules(db, restaurant.id, timeZone, now),
  ]);
  const start = zonedInstant(date, 0, timeZone).getTime();
  const end = zonedInstant(addDaysToIsoDate(date, 1), 0, timeZone).getTime();
  const taken =
    rules.capacity === null
      ? new Map<string, number>()
      : await takenPlaces(db, restaurant.id, new Date(start), new Date(end));

  // The date's steps end one millisecond before the next date's midnight.
  return openPickupSteps(start, end - 1, openingHours, rules.pickup.specialDays, timeZone).map((instant) => {
    const time = instant.toISOString();
    const hasRoom = rules.capacity === null || (taken.get(time) ?? 0) < rules.capacity;
    const allowed = pickupTimeProblem(instant, now, openingHours, timeZone, rules.pickup) === undefined;
    const takingOrders = rules.isActive && !pauseStopsPickup(rules.pause, instant);
    return { time, available: takingOrders && hasRoom && allowed };
  });
}

/** `GET /api/orders/pickup-slots?date=YYYY-MM-DD`: public, read at the app's clock on every request. */
export const pickupSlotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/pickup-slots',
    {
      schema: {
        querystring: pickupSlotsQuerySchema,
        response: replies({ 200: z.array(pickupSlotAvailabilitySchema) }),
      },
    },
    async (request) => ok(await pickupSlotsOn(app.db, request.query.date, app.now())),
  );
};
