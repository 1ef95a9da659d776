import { type ChosenOption } from '@flame/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders, restaurants, users } from '../../db/schema';

export interface TicketData {
  restaurantName: string;
  timeZone: string;
  orderId: string;
  orderNumber: number;
  cancelled: boolean;
  pickupTime: Date;
  placedAt: Date;
  customerName: string;
  phone: string;
  paymentMethod: string;
  totalCents: number;
  lines: {
    name: string;
    quantity: number;
    lineCents: number;
    options: ChosenOption[];
    instructions: string | null;
  }[];
}

/** What an order's kitchen ticket shows, read when it prints (its lines are snapshots); null once the order is gone. */
export async function loadTicketData(db: Database, orderId: string): Promise<TicketData | null> {
  const [found] = await db
    .select({ order: orders, customerName: users.name, restaurant: restaurants })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!found) return null;
  const { order, restaurant } = found;
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return {
    restaurantName: restaurant.name,
    timeZone: restaurant.timeZone,
    orderId: order.id,
    orderNumber: order.orderNumber,
    cancelled: order.status === 'cancelled',
    pickupTime: order.pickupTime,
    placedAt: order.createdAt,
    customerName: found.order.customerName ?? found.customerName ?? '',
    phone: order.phone,
    paymentMethod: order.paymentMethod,
    totalCents: order.totalCents,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      lineCents: line.unitPriceCents * line.quantity,
      options: line.options,
      instructions: line.specialInstructions,
    })),
  };
}
