import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { ownedRestaurantOf, requireOwner } from '../../plugins/owner';
import { dashboardOverview } from './overview-service';

/** `GET /api/admin/dashboard/overview`: the owner's numbers at a glance. */
export const overviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/dashboard/overview', { onRequest: requireOwner }, async (request) =>
    ok(await dashboardOverview(app.db, ownedRestaurantOf(request), app.now())),
  );
};
