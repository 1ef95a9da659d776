import { streamTicketSchema, type MyReservationEvent } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureReplies, ok, replies } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import type { EventStream } from '../../plugins/sse';
import { watchSession } from '../auth/session-ends';
import { streamTicketFor, streamUser } from '../orders/stream-user';
import { isBookingOrCancellation, RESERVATION_EVENTS_CHANNEL } from './reservation-events';

/** A ticket of this scope opens the stream of its own holder's reservations, nobody else's. */
const MY_RESERVATIONS_SCOPE = 'reservations:mine';

/**
 * The signed-in customer's live stream of their own reservations: a booking or a cancellation of one of them,
 * from whichever device or by the restaurant, reaches their open /tables page. Opened like an order's stream
 * (docs/decisions/003): `POST /api/restaurants/reservations/events/ticket` with the bearer token, then
 * `GET /api/restaurants/reservations/events?ticket=…` (or the bearer header, for other clients).
 */
export const myReservationEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/restaurants/reservations/events/ticket',
    { onRequest: requireUser, schema: { response: replies({ 200: streamTicketSchema }) } },
    async (request) => {
      return ok(await streamTicketFor(app, request.user!, MY_RESERVATIONS_SCOPE));
    },
  );

  app.get(
    '/restaurants/reservations/events',
    {
      config: { eventStream: true },
      schema: {
        querystring: z.object({ ticket: z.string().max(2000).optional() }),
        // An event stream once open; only its refusals are JSON.
        response: failureReplies,
      },
    },
    async (request, reply) => {
      const user = await streamUser(
        app,
        request.headers.authorization,
        request.query.ticket,
        MY_RESERVATIONS_SCOPE,
      );
      const session = await watchSession(app, { userId: user.id, sessionId: user.sessionId });

      // Events that arrive before the stream is open are dropped (the view loads its list after 'ready').
      const live: { stream?: EventStream } = {};
      const unsubscribe = await app.events.subscribe(RESERVATION_EVENTS_CHANNEL, (event) => {
        if (!isBookingOrCancellation(event) || event.userId !== user.id) return;
        const data: MyReservationEvent = {
          type: event.type,
          reservationId: event.reservationId,
          tableId: event.tableId,
          by: event.by,
          at: event.at,
        };
        live.stream?.send('reservation', data);
      });
      const stopResync = app.events.onResync(() =>
        live.stream?.send('resync', { at: app.now().toISOString() }),
      );
      const stream = (live.stream = app.openEventStream(request, reply));
      stream.onClose(() => {
        unsubscribe();
        stopResync();
      });
      session.attach(stream);
      stream.send('ready', { at: app.now().toISOString() });
    },
  );
};
