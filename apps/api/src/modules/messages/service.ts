import { eventDateProblem, type CateringBody, type ContactBody } from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cateringRequests, contactMessages, restaurants } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { queueMail } from '../mail/outbox';
import type { MailKind } from '../mail/messages/registry';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Tells the restaurant's own email about a new request, when the restaurant has one, in the request's transaction. */
async function queueForRestaurant(tx: Transaction, restaurantId: string, kind: MailKind, id: string) {
  const [restaurant] = await tx
    .select({ email: restaurants.email })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (restaurant?.email) await queueMail(tx, { kind, recipient: restaurant.email, payload: { id } });
}

export async function createCateringRequest(
  db: Database,
  restaurant: { id: string; timeZone: string },
  body: CateringBody,
  now = new Date(),
): Promise<{ _id: string }> {
  const problem = eventDateProblem(body.eventDate, now, restaurant.timeZone);
  if (problem) throw badRequest(problem, { eventDate: [problem] });
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(cateringRequests).values({ id, restaurantId: restaurant.id, ...body });
    await queueForRestaurant(tx, restaurant.id, 'catering_request', id);
  });
  return { _id: id };
}

export async function createContactMessage(
  db: Database,
  restaurantId: string,
  body: ContactBody,
): Promise<{ _id: string }> {
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ id, restaurantId, ...body });
    await queueForRestaurant(tx, restaurantId, 'contact_message', id);
  });
  return { _id: id };
}
