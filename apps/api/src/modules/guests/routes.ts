import {
  guestDetailSchema,
  guestsFileName,
  guestSchema,
  guestsQuerySchema,
  guestUpdateSchema,
  idParamsSchema,
  zonedToday,
} from '@flame/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvFile } from '../../lib/csv-reply';
import { ok, replies } from '../../lib/envelope';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { updateGuestNotes } from './book';
import { guestsCsv } from './csv';
import { eraseGuest } from './erase';
import { guestDetail, listGuests } from './service';

/**
 * The owner's guest book (`/api/guests*`, decision 050): every guest merged across accounts, orders, bookings,
 * catering requests and messages; the owner's notes and tags; erasure of a guest's personal data; the list as
 * CSV with `format=csv`. Owner only.
 */
export const guestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireOwner);

  app.get(
    '/guests',
    { schema: { querystring: guestsQuerySchema, response: replies({ 200: z.array(guestSchema) }) } },
    async (request, reply) => {
      const restaurant = ownedRestaurantOf(request);
      const guests = await listGuests(app.db, restaurant.id, request.query.query);
      if (request.query.format !== 'csv') return ok(guests);
      const fileName = guestsFileName(zonedToday(app.now(), restaurant.timeZone));
      return sendCsvFile(reply as FastifyReply, fileName, guestsCsv(guests, restaurant.timeZone));
    },
  );

  app.get(
    '/guests/:id',
    { schema: { params: idParamsSchema, response: replies({ 200: guestDetailSchema }) } },
    async (request) => ok(await guestDetail(app.db, ownedRestaurantOf(request).id, request.params.id)),
  );

  app.patch(
    '/guests/:id',
    { schema: { params: idParamsSchema, body: guestUpdateSchema, response: replies({ 200: guestSchema }) } },
    async (request) => {
      const restaurantId = ownedRestaurantOf(request).id;
      const guest = await updateGuestNotes(app.db, restaurantId, request.params.id, request.body, app.now());
      return ok(guest, 'Guest saved');
    },
  );

  app.delete(
    '/guests/:id/personal-data',
    { schema: { params: idParamsSchema, response: replies({ 200: z.null() }) } },
    async (request) => {
      await eraseGuest(app.db, ownedRestaurantOf(request).id, request.params.id);
      return ok(null, "The guest's personal data was erased");
    },
  );
};
