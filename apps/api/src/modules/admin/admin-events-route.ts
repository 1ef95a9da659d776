import {
  adminMailEventSchema,
  adminMessageEventSchema,
  adminReservationEventSchema,
  type AdminWaitlistEvent,
  streamTicketSchema,
  type AdminOrderEvent,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureReplies, ok, replies } from '../../lib/envelope';
import { findSiteRestaurant, isOwnerOf, ownerOnly } from '../../lib/site-restaurant';
import type { EventHandler } from '../../plugins/event-bus';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import type { EventStream } from '../../plugins/sse';
import { MAIL_EVENTS_CHANNEL } from '../mail/mail-events';
import { MESSAGE_EVENTS_CHANNEL } from '../messages/message-events';
import { isOrderBusEvent, ORDER_EVENTS_CHANNEL } from '../orders/order-events';
import { watchSession } from '../auth/session-ends';
import { streamTicketFor, streamUser } from '../orders/stream-user';
import { RESERVATION_EVENTS_CHANNEL } from '../tables/reservation-events';
import { isWaitlistBusEvent, WAITLIST_EVENTS_CHANNEL } from '../waitlist/waitlist-events';

const scopeOf = (restaurantId: string) => `admin:${restaurantId}`;

/**
 * The owner's live dashboard stream: new orders and their status changes, bookings and every change the floor
 * makes to them, the waitlist's changes, new catering requests and contact messages, and each email the sender gave
 * up on, from every API instance through the event bus.
 * Opened like an order's stream (docs/decisions/003): `POST /api/admin/events/ticket` with the bearer token,
 * then `GET /api/admin/events?ticket=…` (or the bearer header, for other clients).
 */
export const adminEventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/events/ticket',
    { onRequest: requireOwner, schema: { response: replies({ 200: streamTicketSchema }) } },
    async (request) => {
      return ok(await streamTicketFor(app, request.user!, scopeOf(ownedRestaurantOf(request).id)));
    },
  );

  app.get(
    '/admin/events',
    {
      config: { eventStream: true },
      schema: {
        querystring: z.object({ ticket: z.string().max(2000).optional() }),
        // An event stream once open; only its refusals are JSON.
        response: failureReplies,
      },
    },
    async (request, reply) => {
      const restaurant = await findSiteRestaurant(app.db);
      const scope = scopeOf(restaurant?.id ?? 'none');
      const user = await streamUser(app, request.headers.authorization, request.query.ticket, scope);
      if (!restaurant || !isOwnerOf(user, restaurant)) throw ownerOnly();
      const session = await watchSession(app, { userId: user.id, sessionId: user.sessionId });

      // Events that arrive before the stream is open are dropped (the views load after 'ready').
      const live: { stream?: EventStream } = {};
      const send = (event: string, data: unknown) => live.stream?.send(event, data);
      const handlers: [string, EventHandler][] = [
        [
          ORDER_EVENTS_CHANNEL,
          (event) => {
            if (!isOrderBusEvent(event) || event.restaurantId !== restaurant.id) return;
            if (event.type === 'tracking') return;
            const data: AdminOrderEvent = {
              type: event.type,
              orderId: event.orderId,
              status: event.status,
              at: event.at,
              ...(event.by ? { by: event.by } : {}),
              ...(event.from ? { from: event.from } : {}),
              ...(event.orderNumber === undefined ? {} : { orderNumber: event.orderNumber }),
            };
            send('order', data);
          },
        ],
        [
          RESERVATION_EVENTS_CHANNEL,
          (event) => {
            const parsed = adminReservationEventSchema.safeParse(event);
            if (parsed.success) send('reservation', parsed.data);
          },
        ],
        [
          WAITLIST_EVENTS_CHANNEL,
          (event) => {
            if (!isWaitlistBusEvent(event) || event.restaurantId !== restaurant.id) return;
            const data: AdminWaitlistEvent = { entryId: event.entryId, status: event.status, at: event.at };
            send('waitlist', data);
          },
        ],
        [
          MESSAGE_EVENTS_CHANNEL,
          (event) => {
            const parsed = adminMessageEventSchema.safeParse(event);
            if (parsed.success) send('message', parsed.data);
          },
        ],
        [
          MAIL_EVENTS_CHANNEL,
          (event) => {
            const parsed = adminMailEventSchema.safeParse(event);
            if (parsed.success) send('mail', parsed.data);
          },
        ],
      ];
      const stops: (() => void)[] = [];
      try {
        for (const [channel, handler] of handlers) stops.push(await app.events.subscribe(channel, handler));
      } catch (error) {
        stops.forEach((stop) => stop());
        session.stop();
        throw error;
      }

      // Counted as a dashboard watching (every instance reads the count) from before 'ready' until it closes.
      let unwatch: (() => Promise<void>) | undefined;
      try {
        unwatch = await app.dashboardWatchers.open(restaurant.id);
      } catch (error) {
        stops.forEach((stop) => stop());
        session.stop();
        throw error;
      }
      const stream = (live.stream = app.openEventStream(request, reply));
      stream.onClose(() => {
        stops.forEach((stop) => stop());
        unwatch?.().catch((error: unknown) =>
          app.log.warn({ err: error }, 'could not count a closed dashboard'),
        );
      });
      session.attach(stream);
      stream.send('ready', { at: app.now().toISOString() });
    },
  );
};
