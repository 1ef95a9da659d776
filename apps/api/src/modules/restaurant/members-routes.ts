import { MEMBER_MESSAGES, idParamsSchema, memberSchema, recordIdSchema } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { readMultipartForm } from '../../lib/uploads';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { createMember, deleteMember, updateMember } from './members-service';

/**
 * The owner's team calls, every one behind `requireOwner`. The public list stays
 * `GET /api/restaurants/members` (and the restaurant's `members`). Static paths win over `/restaurants/:id`.
 */
export const memberRoutes: FastifyPluginAsyncZod<{ uploadsDir: string }> = async (app, { uploadsDir }) => {
  app.post(
    '/restaurants/create-member',
    { onRequest: requireOwner, schema: { response: replies({ 201: memberSchema }) } },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      const member = await createMember(app.db, uploadsDir, ownedRestaurantOf(request).id, form, app.now());
      return reply.status(201).send(ok(member, MEMBER_MESSAGES.created));
    },
  );

  app.put(
    '/restaurants/update-member',
    { onRequest: requireOwner, schema: { response: replies({ 200: memberSchema }) } },
    async (request) => {
      const form = await readMultipartForm(request);
      return ok(
        await updateMember(app.db, uploadsDir, ownedRestaurantOf(request).id, form),
        MEMBER_MESSAGES.updated,
      );
    },
  );

  app.delete(
    '/restaurants/delete-member/:id',
    {
      onRequest: requireOwner,
      schema: { params: idParamsSchema, response: replies({ 200: recordIdSchema }) },
    },
    async (request) =>
      ok(
        await deleteMember(app.db, uploadsDir, ownedRestaurantOf(request).id, request.params.id),
        MEMBER_MESSAGES.deleted,
      ),
  );
};
