import { idParamsSchema, streamTicketSchema } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureReplies, ok, replies } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import type { EventStream } from '../../plugins/sse';
import { watchSession } from '../auth/session-ends';
import { orderFor } from './access';
import { isOrderBusEvent, ORDER_EVENTS_CHANNEL } from './order-events';
import { streamTicketFor, streamUser } from './stream-user';

const scopeOf = (orderId: string) => `order:${orderId}`;

/**
 * The order's live stream. `EventSource` cannot send headers, so the browser first trades its
 * bearer token for a one-minute ticket scoped to this order (`POST .../events/ticket`) and opens
 * `GET .../events?ticket=…`; other clients may send the bearer header instead. Owner only.
 */
export const orderEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:id/events/ticket',
    {
      onRequest: requireUser,
      schema: { params: idParamsSchema, response: replies({ 200: streamTicketSchema }) },
    },
    async (request) => {
      const user = request.user!;
      await orderFor(app.db, user, request.params.id, { allowOwner: false });
      return ok(await streamTicketFor(app, user, scopeOf(request.params.id)));
    },
  );

  app.get(
    '/orders/:id/events',
    {
      config: { eventStream: true },
      schema: {
        params: idParamsSchema,
        querystring: z.object({ ticket: z.string().max(2000).optional() }),
        // An event stream once open; only its refusals are JSON.
        response: failureReplies,
      },
    },
    async (request, reply) => {
      const orderId = request.params.id;
      const user = await streamUser(
        app,
        request.headers.authorization,
        request.query.ticket,
        scopeOf(orderId),
      );
      await orderFor(app.db, user, orderId, { allowOwner: false });
      const session = await watchSession(app, { userId: user.id, sessionId: user.sessionId });

      // Events may arrive before the stream is open; they are dropped until it is (the 'ready' read covers them).
      const live: { stream?: EventStream } = {};
      const unsubscribe = await app.events.subscribe(ORDER_EVENTS_CHANNEL, (event) => {
        if (isOrderBusEvent(event) && event.orderId === orderId) {
          live.stream?.send('order', { orderId, status: event.status, at: event.at });
        }
      });
      // Read after listening, so no change falls between what the view starts from and the first event.
      const current = await orderFor(app.db, user, orderId, { allowOwner: false }).catch((error: unknown) => {
        unsubscribe();
        session.stop();
        throw error;
      });
      const stream = (live.stream = app.openEventStream(request, reply));
      stream.onClose(unsubscribe);
      session.attach(stream);
      stream.send('ready', {
        orderId,
        status: current.status,
        pickupTime: current.pickupTime.toISOString(),
        version: current.version,
        at: app.now().toISOString(),
      });
    },
  );
};
