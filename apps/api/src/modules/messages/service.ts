import { eventDateProblem, type CateringBody, type ContactBody } from '@flame/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { cateringRequests, contactMessages, restaurants } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { EventBus } from '../../plugins/event-bus';
import { queueMail } from '../mail/outbox';
import type { MailKind } from '../mail/messages/mail-kinds';
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

/** Identical catering requests this close together are one: a second tap after success or a retry adds nothing. */
export const SAME_CATERING_REQUEST_MINUTES = 10;

/**
 * The newest request with exactly these fields (email in any case) sent within the last minutes. Called under
 * the writer's advisory lock, so two identical requests racing each other cannot both miss the other.
 */
async function sameRecentRequest(tx: Transaction, restaurantId: string, body: CateringBody, now: Date) {
  const since = new Date(now.getTime() - SAME_CATERING_REQUEST_MINUTES * 60_000);
  const [same] = await tx
    .select({ id: cateringRequests.id })
    .from(cateringRequests)
    .where(
      and(
        eq(cateringRequests.restaurantId, restaurantId),
        eq(sql`lower(${cateringRequests.email})`, body.email.toLowerCase()),
        eq(cateringRequests.name, body.name),
        eq(cateringRequests.phone, body.phone),
        eq(cateringRequests.eventDate, body.eventDate),
        eq(cateringRequests.eventType, body.eventType),
        eq(cateringRequests.guestCount, body.guestCount),
        eq(cateringRequests.location, body.location),
        eq(cateringRequests.specialRequests, body.specialRequests),
        gte(cateringRequests.createdAt, since),
      ),
    )
    .limit(1);
  return same;
}

/**
 * A catering request from the public form: saved, mailed to the restaurant and announced, together at commit.
 * The same request again within minutes answers the first one's id and saves, mails and announces nothing.
 */
export async function createCateringRequest(
  db: Database,
  bus: EventBus,
  restaurant: { id: string; timeZone: string },
  body: CateringBody,
  now: Date,
): Promise<{ _id: string }> {
  const problem = eventDateProblem(body.eventDate, now, restaurant.timeZone);
  if (problem) throw badRequest(problem, { eventDate: [problem] });
  return db.transaction(async (tx) => {
    const writer = `catering|${restaurant.id}|${body.email.toLowerCase()}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${writer}, 0))`);
    const same = await sameRecentRequest(tx, restaurant.id, body, now);
    if (same) return { _id: same.id };
    const id = newId();
    await tx.insert(cateringRequests).values({ id, restaurantId: restaurant.id, ...body, createdAt: now });
    await queueForRestaurant(tx, restaurant.id, 'catering_request', id, now);
    await publishMessageEvent(bus, { type: 'received', kind: 'catering', id, at: now.toISOString() }, tx);
    return { _id: id };
  });
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
