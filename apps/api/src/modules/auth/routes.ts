import {
  authResultSchema,
  changePasswordBodySchema,
  EMAIL_VERIFICATION_TEXTS,
  verifyEmailBodySchema,
  verifyEmailResultSchema,
  noDataSchema,
  userSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  PASSWORD_RESET_TEXTS,
  resetPasswordBodySchema,
  resetLinkBodySchema,
  resetLinkStateSchema,
  profileBodySchema,
  signupBodySchema,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { optionalUser, requireUser } from '../../plugins/auth';
import { resendEmailLink, verifyEmail } from './email-verification';
import { requestPasswordReset, resetLinkAccount, resetPassword } from './password-reset';
import { changePassword, login, logout, logoutEverywhere, signup, updateProfile } from './service';
import { loadUserDto } from './user-dto';

/** Sign-in and sign-up are limited per address: 10 tries a minute. */
const signInLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
/** Reset links are asked for at most 5 times in 15 minutes per address (each account gets one a minute). */
const resetRequestLimit = { rateLimit: { max: 5, timeWindow: '15 minutes' } };
/** New verification links: 5 in 15 minutes per address (each account gets one a minute). */
const verificationResendLimit = { rateLimit: { max: 5, timeWindow: '15 minutes' } };
const noDataResponse = replies({ 200: noDataSchema });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup',
    { schema: { body: signupBodySchema, response: replies({ 201: authResultSchema }) }, config: signInLimit },
    async (request, reply) => {
      const result = await signup(app.db, app.auth, app.mail.links, request.body, app.now());
      return reply.status(201).header('cache-control', 'no-store').send(ok(result, 'Account created'));
    },
  );

  app.post(
    '/login',
    { schema: { body: loginBodySchema, response: replies({ 200: authResultSchema }) }, config: signInLimit },
    async (request, reply) => {
      const result = await login(app.db, app.auth, request.body, app.now());
      return reply.header('cache-control', 'no-store').send(ok(result, 'Logged in'));
    },
  );

  app.get(
    '/me',
    { onRequest: requireUser, schema: { response: replies({ 200: userSchema }) } },
    async (request) => ok(await loadUserDto(app.db, request.user!)),
  );

  app.post('/logout', { onRequest: requireUser, schema: { response: noDataResponse } }, async (request) => {
    await logout(app.db, request.user!.sessionId);
    return ok(null, 'Logged out');
  });

  app.post(
    '/logout-all',
    { onRequest: requireUser, schema: { response: noDataResponse } },
    async (request) => {
      await logoutEverywhere(app.db, app.events, request.user!.id, app.now());
      return ok(null, 'Logged out everywhere');
    },
  );

  app.put(
    '/profile',
    { onRequest: requireUser, schema: { body: profileBodySchema, response: replies({ 200: userSchema }) } },
    async (request) => {
      const { user, emailChangeRequested } = await updateProfile(
        app.db,
        app.mail.links,
        request.user!,
        request.body,
        app.now(),
      );
      const message = emailChangeRequested
        ? EMAIL_VERIFICATION_TEXTS.changeRequested(request.body.email)
        : 'Profile updated successfully!';
      return ok(user, message);
    },
  );

  /** Password checks are limited like sign-in, so the current password cannot be guessed here instead. */
  app.put(
    '/password',
    {
      onRequest: requireUser,
      schema: { body: changePasswordBodySchema, response: noDataResponse },
      config: signInLimit,
    },
    async (request) => {
      await changePassword(app.db, app.events, request.user!, request.body, app.now());
      return ok(null, 'Password changed');
    },
  );

  /** The same answer whether or not an account has this email. */
  app.post(
    '/forgot-password',
    { schema: { body: forgotPasswordBodySchema, response: noDataResponse }, config: resetRequestLimit },
    async (request) => {
      await requestPasswordReset(app.db, app.mail.links, request.body.email, app.now());
      return ok(null, PASSWORD_RESET_TEXTS.requested);
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: resetPasswordBodySchema, response: noDataResponse }, config: signInLimit },
    async (request, reply) => {
      await resetPassword(app.db, { links: app.mail.links, bus: app.events }, request.body, app.now());
      return reply.header('cache-control', 'no-store').send(ok(null, PASSWORD_RESET_TEXTS.done));
    },
  );

  /**
   * Whether a reset link still works (signed by us, not used, not expired), so its page says so as it opens
   * instead of after a new password has been typed. It answers nothing about the account.
   */
  app.post(
    '/reset-password/check',
    {
      schema: { body: resetLinkBodySchema, response: replies({ 200: resetLinkStateSchema }) },
      config: signInLimit,
    },
    async (request, reply) => {
      const account = await resetLinkAccount(app.db, app.mail.links, request.body.token, app.now());
      const live = account !== null;
      return reply
        .header('cache-control', 'no-store')
        .send(ok({ live }, live ? 'This link works' : PASSWORD_RESET_TEXTS.linkGone));
    },
  );

  /** Opens an emailed verification link; signed in or not (a signed-in caller of the account keeps its session). */
  app.post(
    '/verify-email',
    {
      onRequest: optionalUser,
      schema: { body: verifyEmailBodySchema, response: replies({ 200: verifyEmailResultSchema }) },
      config: signInLimit,
    },
    async (request, reply) => {
      const context = { links: app.mail.links, bus: app.events };
      const { result, changed } = await verifyEmail(
        app.db,
        context,
        request.body.token,
        request.user,
        app.now(),
      );
      const message = changed
        ? EMAIL_VERIFICATION_TEXTS.changed(result.email)
        : EMAIL_VERIFICATION_TEXTS.verified;
      return reply.header('cache-control', 'no-store').send(ok(result, message));
    },
  );

  app.post(
    '/verify-email/resend',
    { onRequest: requireUser, schema: { response: noDataResponse }, config: verificationResendLimit },
    async (request) => {
      const email = await resendEmailLink(app.db, app.mail.links, request.user!, app.now());
      return ok(null, EMAIL_VERIFICATION_TEXTS.sent(email));
    },
  );
};
