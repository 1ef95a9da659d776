import type { FastifyReply, FastifyRequest } from 'fastify';
import { assertOwnsRestaurant, requireOwner } from '../../plugins/owner';

/**
 * The owner and the restaurant named in the path, checked before the body is read or validated, so a caller
 * without access learns nothing about what the body should hold.
 */
export async function requireOwnerOfPathRestaurant(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  await requireOwner(request, reply);
  assertOwnsRestaurant(request, String((request.params as { id?: unknown }).id ?? ''));
}
