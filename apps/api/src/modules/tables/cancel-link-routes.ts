import { CANCEL_LINK_TEXTS, cancelLinkSchema, cancelLinkViewSchema } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { cancelByLink, viewByCancelLink } from './cancel-link';

const response = replies({ 200: cancelLinkViewSchema });

/**
 * The emailed cancel link, without signing in: its token is signed for one reservation. A GET shows the
 * booking and never changes anything; the POST cancels it.
 */
export const cancelLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reservations/cancel',
    { schema: { querystring: cancelLinkSchema, response } },
    async (request, reply) => {
      const view = await viewByCancelLink(app.db, app.mail.links, request.query.token, app.now());
      return reply.header('cache-control', 'no-store').send(ok(view));
    },
  );

  app.post(
    '/reservations/cancel',
    { schema: { body: cancelLinkSchema, response } },
    async (request, reply) => {
      const view = await cancelByLink(app.db, app.events, app.mail.links, request.body.token, app.now());
      return reply.header('cache-control', 'no-store').send(ok(view, CANCEL_LINK_TEXTS.cancelled));
    },
  );
};
