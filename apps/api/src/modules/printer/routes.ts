import { idParamsSchema, PRINTER_TEXTS, printerSettingsSchema, printerStatusSchema } from '@flame/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, replies } from '../../lib/envelope';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { requireOwnerOfPathRestaurant } from '../restaurant/owner-of-path';
import { printerStatus, queueReprint, queueTestPage, savePrinterSettings } from './service';

/**
 * The kitchen printer: its settings and state (Settings → Printer), a test page, and a ticket printed again
 * from the pickups board. Printing itself happens in the background worker; 202 says the ticket is queued.
 */
export const printerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/restaurants/:id/printer',
    {
      onRequest: requireOwnerOfPathRestaurant,
      schema: { params: idParamsSchema, response: replies({ 200: printerStatusSchema }) },
    },
    async (request) => ok(await printerStatus(app.db, request.params.id)),
  );

  app.put(
    '/restaurants/:id/printer',
    {
      onRequest: requireOwnerOfPathRestaurant,
      schema: {
        params: idParamsSchema,
        body: printerSettingsSchema,
        response: replies({ 200: printerStatusSchema }),
      },
    },
    async (request) => {
      await savePrinterSettings(app.db, request.params.id, request.body, app.now());
      return ok(await printerStatus(app.db, request.params.id), PRINTER_TEXTS.saved);
    },
  );

  app.post(
    '/restaurants/:id/printer/test',
    {
      onRequest: requireOwnerOfPathRestaurant,
      schema: { params: idParamsSchema, response: replies({ 202: printerStatusSchema }) },
    },
    async (request, reply) => {
      await queueTestPage(app.db, request.params.id, app.now());
      return reply
        .code(202)
        .send(ok(await printerStatus(app.db, request.params.id), PRINTER_TEXTS.testQueued));
    },
  );

  app.post(
    '/orders/:id/print',
    {
      onRequest: requireOwner,
      schema: { params: idParamsSchema, response: replies({ 202: printerStatusSchema }) },
    },
    async (request, reply) => {
      const restaurantId = ownedRestaurantOf(request).id;
      await queueReprint(app.db, restaurantId, request.params.id, app.now());
      return reply.code(202).send(ok(await printerStatus(app.db, restaurantId), PRINTER_TEXTS.reprintQueued));
    },
  );
};
