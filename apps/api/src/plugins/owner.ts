import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownerOnly, restaurantOwnedBy, type OwnedRestaurant } from '../lib/site-restaurant';
import { requireUser } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireOwner`: the restaurant the signed-in admin owns. */
    ownedRestaurant: OwnedRestaurant | null;
  }
}

/**
 * Guard of every owner-only route: a signed-in user (401 otherwise) who owns the site's restaurant (403 with
 * the one owner-only message otherwise, customers and other admins alike). Sets `request.ownedRestaurant`.
 */
export async function requireOwner(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  const restaurant = await restaurantOwnedBy(request.server.db, request.user);
  if (!restaurant) throw ownerOnly();
  request.ownedRestaurant = { id: restaurant.id, timeZone: restaurant.timeZone };
}

/** The owned restaurant of a request that passed `requireOwner`. */
export function ownedRestaurantOf(request: FastifyRequest): OwnedRestaurant {
  if (!request.ownedRestaurant) throw ownerOnly();
  return request.ownedRestaurant;
}

/** For routes naming a restaurant id: it must be the owned one. */
export function assertOwnsRestaurant(request: FastifyRequest, restaurantId: string): void {
  if (ownedRestaurantOf(request).id !== restaurantId) throw ownerOnly();
}
