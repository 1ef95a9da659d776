import type { FastifyReply, FastifyRequest } from 'fastify';
import { asc } from 'drizzle-orm';
import { restaurants } from '../db/schema';
import { forbidden } from '../lib/errors';
import { requireAdmin } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireOwner`: the restaurant the signed-in admin owns. */
    ownedRestaurant: { id: string; timeZone: string } | null;
  }
}

const OWNER_ONLY = 'Only the restaurant owner can do this';

/**
 * Guard of every admin route: a signed-in admin (401 / 403 otherwise) who owns the site's
 * restaurant (403 otherwise). Sets `request.ownedRestaurant`.
 */
export async function requireOwner(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireAdmin(request, reply);
  const [restaurant] = await request.server.db
    .select({ id: restaurants.id, timeZone: restaurants.timeZone, ownerId: restaurants.ownerId })
    .from(restaurants)
    .orderBy(asc(restaurants.createdAt))
    .limit(1);
  if (!restaurant || restaurant.ownerId !== request.user?.id) throw forbidden(OWNER_ONLY);
  request.ownedRestaurant = { id: restaurant.id, timeZone: restaurant.timeZone };
}

/** The owned restaurant of a request that passed `requireOwner`. */
export function ownedRestaurantOf(request: FastifyRequest): { id: string; timeZone: string } {
  if (!request.ownedRestaurant) throw forbidden(OWNER_ONLY);
  return request.ownedRestaurant;
}

/** For routes naming a restaurant id: it must be the owned one. */
export function assertOwnsRestaurant(request: FastifyRequest, restaurantId: string): void {
  if (ownedRestaurantOf(request).id !== restaurantId) throw forbidden(OWNER_ONLY);
}
