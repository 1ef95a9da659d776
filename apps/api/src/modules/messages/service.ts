import { TZDate } from '@date-fns/tz';
import type { CateringBody, ContactBody } from '@flame/shared';
import { format } from 'date-fns';
import type { Database } from '../../db/client';
import { cateringRequests, contactMessages } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';

export async function createCateringRequest(
  db: Database,
  restaurant: { id: string; timeZone: string },
  body: CateringBody,
  now = new Date(),
): Promise<{ _id: string }> {
  const today = format(new TZDate(now, restaurant.timeZone), 'yyyy-MM-dd');
  if (body.eventDate < today) {
    throw badRequest('Event date cannot be in the past', { eventDate: ['Event date cannot be in the past'] });
  }
  const id = newId();
  await db.insert(cateringRequests).values({ id, restaurantId: restaurant.id, ...body });
  return { _id: id };
}

export async function createContactMessage(
  db: Database,
  restaurantId: string,
  body: ContactBody,
): Promise<{ _id: string }> {
  const id = newId();
  await db.insert(contactMessages).values({ id, restaurantId, ...body });
  return { _id: id };
}
