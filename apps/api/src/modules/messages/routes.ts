import {
  CATERING_SUCCESS_MESSAGE,
  cateringBodySchema,
  CONTACT_SUCCESS_MESSAGE,
  contactBodySchema,
  recordIdSchema,
} from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { siteRestaurant } from '../../lib/site-restaurant';
import { inboxRoutes } from './inbox-routes';
import { createCateringRequest, createContactMessage } from './service';

/** The public forms: 5 sends a minute per address. */
const formLimit = { rateLimit: { max: 5, timeWindow: '1 minute' } };
const response = replies({ 201: recordIdSchema });

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/restaurants/catering',
    { schema: { body: cateringBodySchema, response }, config: formLimit },
    async (request, reply) => {
      const restaurant = await siteRestaurant(app.db);
      const created = await createCateringRequest(app.db, app.events, restaurant, request.body, app.now());
      return reply.status(201).send(ok(created, CATERING_SUCCESS_MESSAGE));
    },
  );

  app.post(
    '/restaurants/contact',
    { schema: { body: contactBodySchema, response }, config: formLimit },
    async (request, reply) => {
      const restaurant = await siteRestaurant(app.db);
      const created = await createContactMessage(app.db, app.events, restaurant.id, request.body, app.now());
      return reply.status(201).send(ok(created, CONTACT_SUCCESS_MESSAGE));
    },
  );

  await app.register(inboxRoutes);
};
