import { MAIL_MESSAGES, mailMessageParamsSchema } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { requireOwner } from '../../plugins/owner';
import { mailStatus, resendMail } from './admin-service';

/** The owner's view of the site's email (Settings → Email) and 'Send again' for a failed message. */
export const mailAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/mail', { onRequest: requireOwner }, async () =>
    ok(await mailStatus(app.db, app.mail.transport)),
  );

  app.post(
    '/admin/mail/:id/resend',
    { onRequest: requireOwner, schema: { params: mailMessageParamsSchema } },
    async (request) => {
      await resendMail(app.db, request.params.id);
      return ok(null, MAIL_MESSAGES.resent);
    },
  );
};
