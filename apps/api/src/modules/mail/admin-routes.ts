import {
  MAIL_MESSAGES,
  MAIL_PREFERENCE_TEXTS,
  mailMessageParamsSchema,
  mailSettingsSchema,
  mailStatusSchema,
  noDataSchema,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { mailStatus, resendMail } from './admin-service';
import { saveMailSettings } from './preferences';

/** The owner's view of the site's email (Settings → Email) and 'Send again' for a failed message. */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/mail',
    { onRequest: requireOwner, schema: { response: replies({ 200: mailStatusSchema }) } },
    async (request) =>
      ok(await mailStatus(app.db, ownedRestaurantOf(request), app.mail.transport, app.mail.server)),
  );

  app.put(
    '/admin/mail/settings',
    {
      onRequest: requireOwner,
      schema: { body: mailSettingsSchema, response: replies({ 200: mailSettingsSchema }) },
    },
    async (request) =>
      ok(
        await saveMailSettings(app.db, ownedRestaurantOf(request).id, request.body),
        MAIL_PREFERENCE_TEXTS.settingsSaved,
      ),
  );

  app.post(
    '/admin/mail/:id/resend',
    {
      onRequest: requireOwner,
      schema: { params: mailMessageParamsSchema, response: replies({ 200: noDataSchema }) },
    },
    async (request) => {
      await resendMail(app.db, request.params.id, app.now());
      return ok(null, MAIL_MESSAGES.resent);
    },
  );
};
