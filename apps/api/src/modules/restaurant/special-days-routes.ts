import {
  addDaysToIsoDate,
  addedSpecialDaySchema,
  idParamsSchema,
  noDataSchema,
  ownerSpecialDaySchema,
  specialDaySchema,
  specialDayBodySchema,
  weeklyHoursDecisionSchema,
  zonedInstant,
  zonedToday,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, replies } from '../../lib/envelope';
import { siteRestaurant } from '../../lib/site-restaurant';
import { answerExpiresAt } from '../../plugins/catalogue-cache';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { currentOpeningHours } from './service';
import {
  keepOrderOutsideHours,
  keepReservationOutsideHours,
  OUTSIDE_HOURS_MESSAGES,
  weeklyHoursDecisions,
} from './outside-hours';
import { specialDaysFrom } from './special-days-read';
import { addSpecialDay, ownerSpecialDays, removeSpecialDay } from './special-days-service';

/**
 * The public list of special days: today's and later ones, in the restaurant's time zone. At the next midnight
 * there the list changes with no write, so a page kept with it expires then.
 */
export const specialDayPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/restaurants/special-days',
    { schema: { response: replies({ 200: z.array(specialDaySchema) }) } },
    async (request) => {
      const restaurant = await siteRestaurant(app.db);
      const today = zonedToday(app.now(), restaurant.timeZone);
      answerExpiresAt(request, zonedInstant(addDaysToIsoDate(today, 1), 0, restaurant.timeZone));
      return ok(await specialDaysFrom(app.db, restaurant.id, today));
    },
  );
};

/**
 * The owner adds a special day (answered with the orders and reservations it leaves out) and removes one; lists
 * the coming days with the bookings they leave out, and the dates whose changed weekly hours leave bookings out,
 * until each is kept or cancelled.
 */
export const specialDayAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/restaurants/special-days/decisions',
    { onRequest: requireOwner, schema: { response: replies({ 200: z.array(ownerSpecialDaySchema) }) } },
    async (request) => {
      const owned = ownedRestaurantOf(request);
      const { openingHours } = await currentOpeningHours(app.db);
      const today = zonedToday(app.now(), owned.timeZone);
      return ok(await ownerSpecialDays(app.db, { ...owned, openingHours }, today));
    },
  );

  app.get(
    '/restaurants/hours/decisions',
    { onRequest: requireOwner, schema: { response: replies({ 200: z.array(weeklyHoursDecisionSchema) }) } },
    async (request) => {
      const owned = ownedRestaurantOf(request);
      const { openingHours } = await currentOpeningHours(app.db);
      const today = zonedToday(app.now(), owned.timeZone);
      return ok(await weeklyHoursDecisions(app.db, { ...owned, openingHours }, today));
    },
  );

  app.post(
    '/orders/:id/keep-outside-hours',
    { onRequest: requireOwner, schema: { params: idParamsSchema, response: replies({ 200: noDataSchema }) } },
    async (request) => {
      await keepOrderOutsideHours(app.db, ownedRestaurantOf(request).id, request.params.id, app.now());
      return ok(null, OUTSIDE_HOURS_MESSAGES.kept);
    },
  );

  app.post(
    '/reservations/:id/keep-outside-hours',
    { onRequest: requireOwner, schema: { params: idParamsSchema, response: replies({ 200: noDataSchema }) } },
    async (request) => {
      await keepReservationOutsideHours(app.db, ownedRestaurantOf(request).id, request.params.id, app.now());
      return ok(null, OUTSIDE_HOURS_MESSAGES.kept);
    },
  );

  app.post(
    '/restaurants/special-days',
    {
      onRequest: requireOwner,
      schema: { body: specialDayBodySchema, response: replies({ 201: addedSpecialDaySchema }) },
    },
    async (request, reply) => {
      const owned = ownedRestaurantOf(request);
      const { openingHours } = await currentOpeningHours(app.db);
      const day = await addSpecialDay(app.db, { ...owned, openingHours }, request.body, app.now());
      const count = day.affected.orders.length + day.affected.reservations.length;
      const message =
        count === 0
          ? 'Special day added'
          : `Special day added. ${count} existing ${count === 1 ? 'order or reservation falls' : 'orders and reservations fall'} outside its hours: nothing was cancelled.`;
      return reply.status(201).send(ok(day, message));
    },
  );

  app.delete(
    '/restaurants/special-days/:id',
    { onRequest: requireOwner, schema: { params: idParamsSchema, response: replies({ 200: noDataSchema }) } },
    async (request) => {
      await removeSpecialDay(app.db, ownedRestaurantOf(request).id, request.params.id, app.now());
      return ok(null, 'Special day removed');
    },
  );
};
