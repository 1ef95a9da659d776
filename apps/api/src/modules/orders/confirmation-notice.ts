import { afterOpenMinutes, type ConfirmationNotice } from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { restaurants } from '../../db/schema';
import { serviceScheduleOf } from '../restaurant/service-schedule';
import type { OrderRow } from './order-dto';

type Executor = Pick<Database, 'select'>;

/**
 * When the customer's order and tracking pages start saying the restaurant has not confirmed the order yet:
 * `customerNoticeAfterMinutes` of opening hours after it was placed (an order placed overnight counts from the
 * opening), with the number to call. Null once the order is answered, or while the notice is off. The pages
 * compare the instant with their clock, so the notice appears on time without a push.
 */
export async function confirmationNoticeOf(
  db: Executor,
  order: OrderRow,
): Promise<ConfirmationNotice | null> {
  if (order.status !== 'pending') return null;
  const [restaurant] = await db
    .select({ minutes: restaurants.customerNoticeAfterMinutes, phone: restaurants.phone })
    .from(restaurants)
    .where(eq(restaurants.id, order.restaurantId))
    .limit(1);
  if (!restaurant || restaurant.minutes === null) return null;
  const schedule = await serviceScheduleOf(db, order.restaurantId, order.createdAt);
  const at = afterOpenMinutes(schedule, order.createdAt, restaurant.minutes);
  return at ? { at: at.toISOString(), phone: restaurant.phone } : null;
}
