import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardOverviewSchema } from '@flame/shared';
import { ok, replies } from '../../lib/envelope';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { dashboardOverview } from './overview-service';

/** `GET /api/admin/dashboard/overview`: the owner's numbers at a glance. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/dashboard/overview',
    { onRequest: requireOwner, schema: { response: replies({ 200: dashboardOverviewSchema }) } },
    async (request) =>
      ok(await dashboardOverview(app.db, ownedRestaurantOf(request), app.now(), app.mail.server)),
  );
};
