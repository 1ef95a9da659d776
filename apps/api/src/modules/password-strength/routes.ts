import { passwordStrengthBodySchema, passwordStrengthSchema } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { ratePassword } from '../auth/password-policy';
import { resetLinkAccount } from '../auth/password-reset';

/**
 * The meter asks after each pause in typing, so a person setting a password sends a few dozen at most; 60 a
 * minute per address leaves room for that and stops anyone using the server as a free estimator.
 */
const meterLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * `POST /api/password-strength`: the rating a new password gets at sign-up, reset and change, for the meter
 * while it is typed. The password comes in the body (never the address, which is logged), and the answer is
 * never stored by a cache. With a live reset link's token, that account's name and email count against it, as
 * they will when the reset is submitted.
 */
export const passwordStrengthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/password-strength',
    {
      schema: { body: passwordStrengthBodySchema, response: replies({ 200: passwordStrengthSchema }) },
      config: meterLimit,
    },
    async (request, reply) => {
      const { password, name, email, resetToken } = request.body;
      const account = resetToken
        ? await resetLinkAccount(app.db, app.mail.links, resetToken, app.now())
        : null;
      const strength = ratePassword(password, account ?? { name, email });
      return reply.header('cache-control', 'no-store').send(ok(strength));
    },
  );
};
