import { type ChosenOption } from '@flame/shared';
import { asc, eq, inArray } from 'drizzle-orm';
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

/**
 * What each order's kitchen ticket shows, read when it prints (its lines are snapshots), by order id, in two
 * statements whatever the number of orders; an order that is gone has no entry.
 */
export async function loadTickets(db: Database, orderIds: string[]): Promise<Map<string, TicketData>> {
  const tickets = new Map<string, TicketData>();
  if (orderIds.length === 0) return tickets;
  const [found, lines] = await Promise.all([
    db
      .select({ order: orders, customerName: users.name, restaurant: restaurants })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.id, orderIds)),
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.orderId), asc(orderItems.id)),
  ]);
  for (const { order, restaurant, customerName } of found) {
    tickets.set(order.id, {
      restaurantName: restaurant.name,
      timeZone: restaurant.timeZone,
      orderId: order.id,
      orderNumber: order.orderNumber,
      cancelled: order.status === 'cancelled',
      pickupTime: order.pickupTime,
      placedAt: order.createdAt,
      customerName: order.customerName ?? customerName ?? '',
      phone: order.phone,
      paymentMethod: order.paymentMethod,
      totalCents: order.totalCents,
      lines: [],
    });
  }
  for (const line of lines) {
    tickets.get(line.orderId)?.lines.push({
      name: line.name,
      quantity: line.quantity,
      lineCents: line.unitPriceCents * line.quantity,
      options: line.options,
      instructions: line.specialInstructions,
    });
  }
  return tickets;
}
