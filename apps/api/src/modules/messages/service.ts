import { eventDateProblem, type CateringBody, type ContactBody } from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { cateringRequests, contactMessages, restaurants } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { EventBus } from '../../plugins/event-bus';
import { queueMail } from '../mail/outbox';
import type { MailKind } from '../mail/messages/registry';
import { publishMessageEvent } from './message-events';

/** Tells the restaurant's own email about a new request, when the restaurant has one, in the request's transaction. */
async function queueForRestaurant(
  tx: Transaction,
  restaurantId: string,
  kind: MailKind,
  id: string,
  now: Date,
) {
  const [restaurant] = await tx
    .select({ email: restaurants.email })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  if (restaurant?.email) await queueMail(tx, { kind, recipient: restaurant.email, payload: { id } }, now);
}

/** A catering request from the public form: saved, mailed to the restaurant and announced, together at commit. */
export async function createCateringRequest(
  db: Database,
  bus: EventBus,
  restaurant: { id: string; timeZone: string },
  body: CateringBody,
  now: Date,
): Promise<{ _id: string }> {
  const problem = eventDateProblem(body.eventDate, now, restaurant.timeZone);
  if (problem) throw badRequest(problem, { eventDate: [problem] });
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(cateringRequests).values({ id, restaurantId: restaurant.id, ...body, createdAt: now });
    await queueForRestaurant(tx, restaurant.id, 'catering_request', id, now);
    await publishMessageEvent(bus, { type: 'received', kind: 'catering', id, at: now.toISOString() }, tx);
  });
  return { _id: id };
}

/** A message from the public contact form: saved, mailed to the restaurant and announced, together at commit. */
export async function createContactMessage(
  db: Database,
  bus: EventBus,
  restaurantId: string,
  body: ContactBody,
  now: Date,
): Promise<{ _id: string }> {
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ id, restaurantId, ...body, createdAt: now });
    await queueForRestaurant(tx, restaurantId, 'contact_message', id, now);
    await publishMessageEvent(bus, { type: 'received', kind: 'contact', id, at: now.toISOString() }, tx);
  });
  return { _id: id };
}
