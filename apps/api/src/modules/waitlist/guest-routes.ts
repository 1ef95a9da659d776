import { waitlistGuestViewSchema, waitlistLinkQuerySchema, type WaitlistGuestView } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureReplies, ok, replies } from '../../lib/envelope';
import type { EventStream } from '../../plugins/sse';
import { entryByLink, guestView } from './service';
import { isWaitlistBusEvent, WAITLIST_EVENTS_CHANNEL } from './waitlist-events';

/**
 * The guest's side, without signing in: the signed link's token opens one entry's view and its live stream.
 * The stream sends the view as it opens ('ready') and again ('entry') whenever a change in that restaurant's
 * line changes it (their own status, or someone ahead seated), on whichever instance the change was made.
 */
export const waitlistGuestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/waitlist/link',
    { schema: { querystring: waitlistLinkQuerySchema, response: replies({ 200: waitlistGuestViewSchema }) } },
    async (request, reply) => {
      const entry = await entryByLink(app.db, app.mail.links, request.query.token);
      return reply.header('cache-control', 'no-store').send(ok(await guestView(app.db, entry.id)));
    },
  );

  app.get(
    '/waitlist/link/events',
    {
      config: { eventStream: true },
      // An event stream once open; only its refusals are JSON.
      schema: { querystring: waitlistLinkQuerySchema, response: failureReplies },
    },
    async (request, reply) => {
      const entry = await entryByLink(app.db, app.mail.links, request.query.token);
      const live: { stream?: EventStream; shown?: string } = {};
      // Views are read one after another, so an older read never overtakes a newer one.
      let reads = Promise.resolve();
      const resend = () => {
        reads = reads
          .then(async () => {
            if (!live.stream) return;
            const view = await guestView(app.db, entry.id);
            const text = JSON.stringify(view);
            if (text === live.shown) return;
            live.shown = text;
            live.stream.send('entry', view);
          })
          .catch((error: unknown) => request.log.warn({ err: error }, 'waitlist view could not be read'));
      };
      const unsubscribe = await app.events.subscribe(WAITLIST_EVENTS_CHANNEL, (event) => {
        if (isWaitlistBusEvent(event) && event.restaurantId === entry.restaurantId) resend();
      });
      const stopResync = app.events.onResync(resend);
      // Read after listening, so no change falls between the first view and the first event.
      let view: WaitlistGuestView;
      try {
        view = await guestView(app.db, entry.id);
      } catch (error) {
        unsubscribe();
        stopResync();
        throw error;
      }
      const stream = (live.stream = app.openEventStream(request, reply));
      stream.onClose(() => {
        unsubscribe();
        stopResync();
      });
      live.shown = JSON.stringify(view);
      stream.send('ready', view);
    },
  );
};
