import {
  PAYMENT_METHOD_SENT,
  pickupTimeProblem,
  STAFF_ORDER_OVER_CAPACITY_FIELD,
  staffOrderSlotFullMessage,
  type Order,
  type StaffOrderBody,
} from '@flame/shared';
import type { Database } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { insertOrder } from './insert-order';
import { readOrderContext } from './order-context';
import { toOrderDto } from './order-dto';
import { newOrderEvent } from './new-order-event';
import { priceOrderLines } from './order-lines';
import { assertOrderable } from './orderable-check';
import { lockedSlotCount } from './slot-capacity';
import { assertNotSoldOut } from './sold-out-check';

/**
 * `POST /api/orders/staff`: the owner enters an order taken by phone or at the counter, for a customer without
 * an account (`source: 'staff'`). The dishes are checked and priced as a customer's order is; the pickup may be
 * any step from now within the hours and special days and the ordering window (no lead time), and a pause of
 * online ordering does not stop it (the restaurant chose to take it). A slot holding its limit takes it only with
 * `overCapacity`, else 409 under that field. It is inserted by the same statement as an online order: the next
 * number, the board's event, the kitchen ticket, the restaurant's copy, and the customer's confirmation when an
 * email was given.
 */
export async function placeStaffOrder(
  db: Database,
  restaurantId: string,
  body: StaffOrderBody,
  now: Date,
): Promise<Order> {
  const foodIds = [...new Set(body.items.map((item) => item.foodId))];
  const context = await readOrderContext(db, { userId: '', key: undefined, foodIds, now });
  if (context.restaurantId !== restaurantId) throw badRequest('This restaurant takes no orders here');
  const { rules } = context;
  const pickupTime = new Date(body.pickupTime);
  const problem = pickupTimeProblem(pickupTime, now, context.openingHours, context.timeZone, {
    ...rules.pickup,
    leadMinutes: 0,
  });
  if (problem) throw badRequest(problem, { pickupTime: [problem] });
  assertOrderable(foodIds, context.foods);
  assertNotSoldOut(context.foods, pickupTime);

  const orderId = newId();
  const { lines, totalCents } = priceOrderLines(context.foods, body.items, orderId);
  const { event, notification } = newOrderEvent({ id: orderId, userId: null, restaurantId }, now);
  const email = body.customer.email || null;
  const row = await db.transaction(async (tx) => {
    if (rules.capacity !== null) {
      // The slot's lock is held until commit, so racing orders cannot all pass the count.
      const taken = await lockedSlotCount(tx, restaurantId, pickupTime);
      if (taken >= rules.capacity && !body.overCapacity) {
        const message = staffOrderSlotFullMessage(taken, rules.capacity);
        throw new AppError(409, message, { [STAFF_ORDER_OVER_CAPACITY_FIELD]: [message] });
      }
    }
    return insertOrder(tx, {
      order: {
        id: orderId,
        userId: null,
        restaurantId,
        status: 'pending',
        paymentMethod: PAYMENT_METHOD_SENT,
        phone: body.customer.phone,
        pickupTime,
        totalCents,
        source: 'staff',
        customerName: body.customer.name,
        customerEmail: email,
        note: body.note || null,
        createdAt: now,
        updatedAt: now,
      },
      lines: lines.map((line) => line.row),
      event,
      confirmation: { id: newId(), recipient: email },
      restaurantCopyId: newId(),
      notification,
    });
  });
  return toOrderDto(db, row, {
    items: lines.map((line) => line.row),
    events: [event],
    reviews: [],
    customers: [],
  });
}
