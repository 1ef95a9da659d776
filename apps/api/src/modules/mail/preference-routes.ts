import {
  MAIL_PREFERENCE_TEXTS,
  MARKETING_CONSENT_TEXTS,
  mailPreferencesBodySchema,
  mailPreferencesSchema,
  marketingOptOutTokenSchema,
  marketingOptOutViewSchema,
  unsubscribeTokenSchema,
  unsubscribeViewSchema,
} from '@flame/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { marketingOptOut, viewMarketingOptOut } from './marketing-consent';
import { mailPreferencesOf, saveMailPreferences, unsubscribe, viewUnsubscribe } from './preferences';

const preferencesResponse = replies({ 200: mailPreferencesSchema });
const unsubscribeResponse = replies({ 200: unsubscribeViewSchema });
const marketingOptOutResponse = replies({ 200: marketingOptOutViewSchema });

/** Turns off the reminders of the account the token is signed for, and says so. */
async function unsubscribed(app: FastifyInstance, token: string) {
  return ok(await unsubscribe(app.db, app.mail.links, token), MAIL_PREFERENCE_TEXTS.unsubscribed);
}

/**
 * The customer's email preferences (their profile's switch), and the reminder's 'Turn off booking reminders'
 * link, which works without signing in: its token is signed for one account. A GET shows whose reminders it
 * turns off and changes nothing (mail scanners open links); the POST turns them off. Every message's 'Stop
 * offers and news' link works the same way with a token signed for the address the message went to.
 */
export const mailPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/mail-preferences',
    { onRequest: requireUser, schema: { response: preferencesResponse } },
    async (request) => ok(await mailPreferencesOf(app.db, request.user!.id)),
  );

  app.put(
    '/users/mail-preferences',
    { onRequest: requireUser, schema: { body: mailPreferencesBodySchema, response: preferencesResponse } },
    async (request) =>
      ok(
        await saveMailPreferences(app.db, request.user!.id, request.body, app.now()),
        MAIL_PREFERENCE_TEXTS.saved,
      ),
  );

  app.get(
    '/unsubscribe',
    { schema: { querystring: unsubscribeTokenSchema, response: unsubscribeResponse } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await viewUnsubscribe(app.db, app.mail.links, request.query.token))),
  );

  app.post(
    '/unsubscribe',
    { schema: { body: unsubscribeTokenSchema, response: unsubscribeResponse } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await unsubscribed(app, request.body.token)),
  );

  // Every message's 'Stop offers and news' link: its token is signed for the address the message went to.
  app.get(
    '/marketing-consent/withdraw',
    { schema: { querystring: marketingOptOutTokenSchema, response: marketingOptOutResponse } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(ok(await viewMarketingOptOut(app.db, app.mail.links, request.query.token))),
  );

  app.post(
    '/marketing-consent/withdraw',
    { schema: { body: marketingOptOutTokenSchema, response: marketingOptOutResponse } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(
          ok(
            await marketingOptOut(app.db, app.mail.links, request.body.token),
            MARKETING_CONSENT_TEXTS.withdrawn,
          ),
        ),
  );
};

/**
 * One-click unsubscribe (RFC 8058): a mail app POSTs `List-Unsubscribe=One-Click` as a form to the address in
 * the reminder's `List-Unsubscribe` header, the site's `/unsubscribe?token=…`. The token in the address is
 * what counts; the form's content is read and not needed.
 */
export const oneClickUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/unsubscribe',
    { schema: { querystring: unsubscribeTokenSchema, response: unsubscribeResponse } },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await unsubscribed(app, request.query.token)),
  );
};
