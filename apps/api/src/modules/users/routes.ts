import { ADDRESS_ADDED_MESSAGE, addressBodySchema, addressSchema, idParamsSchema } from '@flame/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { requireUser } from '../../plugins/auth';
import { addAddress, deleteAddress, listAddresses, setDefaultAddress } from './service';

const addressListResponse = replies({ 200: z.array(addressSchema) });

/** The signed-in customer's saved addresses (`POST /api/users/address`). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked before the body is read: an anonymous caller learns nothing about validation.
  app.addHook('onRequest', requireUser);

  app.get('/addresses', { schema: { response: addressListResponse } }, async (request) =>
    ok(await listAddresses(app.db, request.user!.id)),
  );

  app.post(
    '/address',
    { schema: { body: addressBodySchema, response: replies({ 201: addressSchema }) } },
    async (request, reply) => {
      const address = await addAddress(app.db, request.user!.id, request.body, app.now());
      return reply.status(201).send(ok(address, ADDRESS_ADDED_MESSAGE));
    },
  );

  app.patch(
    '/address/:id/default',
    { schema: { params: idParamsSchema, response: addressListResponse } },
    async (request) =>
      ok(await setDefaultAddress(app.db, request.user!.id, request.params.id), 'Default address updated'),
  );

  app.delete(
    '/address/:id',
    { schema: { params: idParamsSchema, response: addressListResponse } },
    async (request) =>
      ok(await deleteAddress(app.db, request.user!.id, request.params.id), 'Address deleted'),
  );
};
