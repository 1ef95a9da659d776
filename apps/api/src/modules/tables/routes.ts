import {
  BOOKING_MESSAGES,
  bookTableBodySchema,
  TABLE_MESSAGES,
  tablesQuerySchema,
  unbookBodySchema,
  idParamsSchema,
  diningTableSchema,
  recordIdSchema,
  reservationListSchema,
  reservationSchema,
  tablesAtSchema,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CustomerLimits } from '../../lib/customer-limits';
import { ok, replies } from '../../lib/envelope';
import { readMultipartForm } from '../../lib/uploads';
import { requireUser } from '../../plugins/auth';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { createTable, deleteTable, updateTable } from './admin-service';
import { bookTable, cancelReservation, upcomingReservations, type Viewer } from './service';
import { listTablesAt } from './table-list';

const tablesResponse = replies({ 200: tablesAtSchema });
const reservationResponse = replies({ 200: reservationSchema });
const reservationListResponse = replies({ 200: reservationListSchema });

/**
 * Tables and reservations. The static paths here (`/restaurants/tables`, ...)
 * win over the restaurant module's `/restaurants/:id` in Fastify's router, whatever the registration order.
 */
export const tableRoutes: FastifyPluginAsyncZod<{
  uploadsDir: string;
  customerLimits: CustomerLimits;
}> = async (app, { uploadsDir, customerLimits }) => {
  const signedIn = (user: Viewer) => {
    if (!user) throw new Error('requireUser ran before this handler');
    return user;
  };

  app.get(
    '/restaurants/tables',
    { onRequest: requireUser, schema: { querystring: tablesQuerySchema, response: tablesResponse } },
    async (request) => {
      const at = request.query.at ? new Date(request.query.at) : undefined;
      return ok(await listTablesAt(app.db, request.user, at, app.now()));
    },
  );

  /** The public list: no names, no emails, whoever asks (a token sent here is ignored). */
  app.get(
    '/restaurants/tables/unauth',
    { schema: { querystring: tablesQuerySchema, response: tablesResponse } },
    async (request) => {
      const at = request.query.at ? new Date(request.query.at) : undefined;
      return ok(await listTablesAt(app.db, null, at, app.now()));
    },
  );

  app.post(
    '/restaurants/table/book',
    {
      onRequest: requireUser,
      schema: { body: bookTableBodySchema, response: replies({ 201: reservationSchema }) },
    },
    async (request, reply) => {
      const reservation = await bookTable(
        app.db,
        app.events,
        customerLimits,
        signedIn(request.user),
        request.body,
        app.now(),
      );
      return reply.status(201).send(ok(reservation, BOOKING_MESSAGES.booked));
    },
  );

  /** A customer cancels their own reservation; the owner may cancel any. */
  app.post(
    '/restaurants/table/unbook-table',
    { onRequest: requireUser, schema: { body: unbookBodySchema, response: reservationResponse } },
    async (request) => {
      const cancelled = await cancelReservation(
        app.db,
        app.events,
        signedIn(request.user),
        request.body,
        app.now(),
      );
      return ok(cancelled, BOOKING_MESSAGES.cancelled);
    },
  );

  /** The admin screen's cancel: the owner only. */
  app.post(
    '/restaurants/unbook-table',
    { onRequest: requireOwner, schema: { body: unbookBodySchema, response: reservationResponse } },
    async (request) => {
      const user = signedIn(request.user);
      const cancelled = await cancelReservation(app.db, app.events, user, request.body, app.now());
      return ok(cancelled, BOOKING_MESSAGES.cancelled);
    },
  );

  /** The caller's reservations that have not ended, soonest first ('Your Reservation'). */
  app.get(
    '/restaurants/reservations',
    { onRequest: requireUser, schema: { response: reservationListResponse } },
    async (request) => ok(await upcomingReservations(app.db, signedIn(request.user), 'mine', app.now())),
  );

  /** Every reservation that has not ended, with the customer's name and email (the owner's dashboard). */
  app.get(
    '/restaurants/reservations/all',
    { onRequest: requireOwner, schema: { response: reservationListResponse } },
    async (request) => ok(await upcomingReservations(app.db, signedIn(request.user), 'all', app.now())),
  );

  app.post(
    '/restaurants/tables/create',
    { onRequest: requireOwner, schema: { response: replies({ 201: diningTableSchema }) } },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      const table = await createTable(app.db, uploadsDir, ownedRestaurantOf(request).id, form, app.now());
      return reply.status(201).send(ok(table, TABLE_MESSAGES.created));
    },
  );

  app.put(
    '/restaurants/tables/update',
    { onRequest: requireOwner, schema: { response: replies({ 200: diningTableSchema }) } },
    async (request) => {
      const form = await readMultipartForm(request);
      return ok(
        await updateTable(app.db, uploadsDir, ownedRestaurantOf(request).id, form, app.now()),
        TABLE_MESSAGES.updated,
      );
    },
  );

  app.delete(
    '/restaurants/tables/delete/:id',
    {
      onRequest: requireOwner,
      schema: { params: idParamsSchema, response: replies({ 200: recordIdSchema }) },
    },
    async (request) =>
      ok(
        await deleteTable(app.db, uploadsDir, ownedRestaurantOf(request).id, request.params.id, app.now()),
        TABLE_MESSAGES.deleted,
      ),
  );
};
