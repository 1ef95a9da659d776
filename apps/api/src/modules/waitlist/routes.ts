import {
  idParamsSchema,
  joinWaitlistBodySchema,
  waitlistChangeBodySchema,
  waitlistEntryListSchema,
  waitlistEntrySchema,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { changeWaitlistStatus, joinWaitlist, todaysWaitlist, type WaitlistSite } from './service';

/** The host's waitlist: add a walk-in, read today's line, tell a guest their table is ready, seat them. */
export const waitlistRoutes: FastifyPluginAsyncZod<{ siteUrl: string }> = async (app, { siteUrl }) => {
  const site = (): WaitlistSite => ({ siteUrl, links: app.mail.links });

  app.get(
    '/waitlist',
    { onRequest: requireOwner, schema: { response: replies({ 200: waitlistEntryListSchema }) } },
    async (request) => ok(await todaysWaitlist(app.db, ownedRestaurantOf(request), app.now(), site())),
  );

  app.post(
    '/waitlist',
    {
      onRequest: requireOwner,
      schema: { body: joinWaitlistBodySchema, response: replies({ 201: waitlistEntrySchema }) },
    },
    async (request, reply) => {
      const entry = await joinWaitlist(
        app.db,
        app.events,
        ownedRestaurantOf(request),
        request.body,
        app.now(),
        site(),
      );
      return reply.status(201).send(ok(entry, `${entry.name} is on the waitlist`));
    },
  );

  app.patch(
    '/waitlist/:id',
    {
      onRequest: requireOwner,
      schema: {
        params: idParamsSchema,
        body: waitlistChangeBodySchema,
        response: replies({ 200: waitlistEntrySchema }),
      },
    },
    async (request) =>
      ok(
        await changeWaitlistStatus(
          app.db,
          app.events,
          ownedRestaurantOf(request),
          request.params.id,
          request.body.status,
          app.now(),
          site(),
        ),
      ),
  );
};
