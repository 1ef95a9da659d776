import {
  INBOX_MESSAGES,
  inboxCountSchema,
  inboxItemParamsSchema,
  inboxItemSchema,
  inboxSchema,
  inboxStatusBodySchema,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { listInbox, newInboxCount, setInboxStatus } from './inbox-service';

/** The owner's inbox: catering requests and contact messages, new or handled. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/inbox',
    { onRequest: requireOwner, schema: { response: replies({ 200: inboxSchema }) } },
    async (request) => ok(await listInbox(app.db, ownedRestaurantOf(request).id)),
  );

  app.get(
    '/admin/inbox/count',
    { onRequest: requireOwner, schema: { response: replies({ 200: inboxCountSchema }) } },
    async (request) => ok({ newCount: await newInboxCount(app.db, ownedRestaurantOf(request).id) }),
  );

  app.patch(
    '/admin/inbox/:kind/:id',
    {
      onRequest: requireOwner,
      schema: {
        params: inboxItemParamsSchema,
        body: inboxStatusBodySchema,
        response: replies({ 200: inboxItemSchema }),
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const restaurantId = ownedRestaurantOf(request).id;
      const item = await setInboxStatus(
        app.db,
        app.events,
        restaurantId,
        kind,
        id,
        request.body.status,
        app.now(),
      );
      return ok(item, item.status === 'handled' ? INBOX_MESSAGES.handled : INBOX_MESSAGES.reopened);
    },
  );
};
