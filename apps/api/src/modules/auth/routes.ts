import {
  authResultSchema,
  changePasswordBodySchema,
  noDataSchema,
  userSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  PASSWORD_RESET_TEXTS,
  resetPasswordBodySchema,
  profileBodySchema,
  signupBodySchema,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { requestPasswordReset, resetPassword } from './password-reset';
import { changePassword, login, logout, logoutEverywhere, signup, updateProfile } from './service';
import { loadUserDto } from './user-dto';

/** Sign-in and sign-up are limited per address: 10 tries a minute. */
const signInLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };
/** Reset links are asked for at most 5 times in 15 minutes per address (each account gets one a minute). */
const resetRequestLimit = { rateLimit: { max: 5, timeWindow: '15 minutes' } };
const noDataResponse = replies({ 200: noDataSchema });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup',
    { schema: { body: signupBodySchema, response: replies({ 201: authResultSchema }) }, config: signInLimit },
    async (request, reply) => {
      const result = await signup(app.db, app.auth, request.body, app.now());
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
      await logoutEverywhere(app.db, request.user!.id);
      return ok(null, 'Logged out everywhere');
    },
  );

  app.put(
    '/profile',
    { onRequest: requireUser, schema: { body: profileBodySchema, response: replies({ 200: userSchema }) } },
    async (request) =>
      ok(await updateProfile(app.db, request.user!, request.body), 'Profile updated successfully!'),
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
      await changePassword(app.db, request.user!, request.body);
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
      await resetPassword(app.db, app.mail.links, request.body, app.now());
      return reply.header('cache-control', 'no-store').send(ok(null, PASSWORD_RESET_TEXTS.done));
    },
  );
};
