import { idParamsSchema } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureReplies } from '../../lib/envelope';
import type { EventStream } from '../../plugins/sse';
import { guestOrder } from './guest-order';
import { isOrderBusEvent, ORDER_EVENTS_CHANNEL } from './order-events';

/**
 * `GET /api/orders/{id}/guest/events?key=…`: the live stream of an order without an account, opened with the
 * signed `order-view` key of its emails (the same key `GET …/guest` takes; any other is the same 404). It sends
 * what the signed-in order page's stream sends: 'ready' with the order as the stream opened (status, pickup
 * time, version), then 'order' on each change of it (status, time, lines).
 */
export const guestOrderEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:id/guest/events',
    {
      config: { eventStream: true },
      schema: {
        params: idParamsSchema,
        querystring: z.object({ key: z.string().trim().min(1, 'The link is incomplete').max(300) }),
        // An event stream once open; only its refusals are JSON.
        response: failureReplies,
      },
    },
    async (request, reply) => {
      const orderId = request.params.id;
      const read = () => guestOrder(app.db, app.mail.links, orderId, request.query.key);
      await read();

      // Events may arrive before the stream is open; they are dropped until it is (the 'ready' read covers them).
      const live: { stream?: EventStream } = {};
      const unsubscribe = await app.events.subscribe(ORDER_EVENTS_CHANNEL, (event) => {
        if (isOrderBusEvent(event) && event.orderId === orderId) {
          live.stream?.send('order', { orderId, status: event.status, at: event.at });
        }
      });
      // Read after listening, so no change falls between what the view starts from and the first event.
      const current = await read().catch((error: unknown) => {
        unsubscribe();
        throw error;
      });
      const stream = (live.stream = app.openEventStream(request, reply));
      stream.onClose(unsubscribe);
      stream.send('ready', {
        orderId,
        status: current.status,
        pickupTime: current.pickupTime,
        version: current.version,
        at: app.now().toISOString(),
      });
    },
  );
};
