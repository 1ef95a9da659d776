import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orderChanges, orderEvents, orderItems, orders, restaurants, users } from '../../../db/schema';

type LineJson = Pick<
  typeof orderItems.$inferSelect,
  'name' | 'quantity' | 'unitPriceCents' | 'specialInstructions' | 'options'
>;
type OrderRow = typeof orders.$inferSelect;
type RestaurantRow = typeof restaurants.$inferSelect;

/** What an order's messages are made from, as one JSON value (its instants as ISO text). */
export interface OrderMailSource {
  order: Pick<
    OrderRow,
    | 'id'
    | 'orderNumber'
    | 'userId'
    | 'totalCents'
    | 'phone'
    | 'customerName'
    | 'customerEmail'
    | 'adjustmentCents'
    | 'adjustmentReason'
  > & { pickupTime: string };
  customerName: string | null;
  customerEmail: string | null;
  restaurant: Pick<
    RestaurantRow,
    'id' | 'name' | 'phone' | 'email' | 'timeZone' | 'street' | 'city' | 'state' | 'zipCode' | 'lat' | 'lng'
  > | null;
  lines: LineJson[];
  latestChange: string[] | null;
  latestUpdate: string | null;
}

/**
 * A column named with its table: the fragment also runs in an UPDATE's RETURNING list, where Drizzle writes a
 * column's name alone, which the subqueries' tables would make ambiguous.
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The order `orderId` (an SQL expression) with its account's name and email, its restaurant, its lines (in
 * their order), its newest change of lines and its newest status message, as one JSON value; null when there
 * is no such order. One subquery: read on its own, or by the statement that takes an order's message from
 * the outbox.
 */
export const orderMailSource = (orderId: SQL) => sql<OrderMailSource | null>`(
  select json_build_object(
    'order', json_build_object(
      'id', ${qualified(orders.id)}, 'orderNumber', ${qualified(orders.orderNumber)}, 'userId', ${qualified(orders.userId)},
      'pickupTime', ${qualified(orders.pickupTime)}, 'totalCents', ${qualified(orders.totalCents)}, 'phone', ${qualified(orders.phone)},
      'customerName', ${qualified(orders.customerName)}, 'customerEmail', ${qualified(orders.customerEmail)},
      'adjustmentCents', ${qualified(orders.adjustmentCents)}, 'adjustmentReason', ${qualified(orders.adjustmentReason)}),
    'customerName', ${qualified(users.name)},
    'customerEmail', ${qualified(users.email)},
    'restaurant', (
      select json_build_object(
        'id', ${qualified(restaurants.id)}, 'name', ${qualified(restaurants.name)}, 'phone', ${qualified(restaurants.phone)},
        'email', ${qualified(restaurants.email)}, 'timeZone', ${qualified(restaurants.timeZone)}, 'street', ${qualified(restaurants.street)},
        'city', ${qualified(restaurants.city)}, 'state', ${qualified(restaurants.state)}, 'zipCode', ${qualified(restaurants.zipCode)},
        'lat', ${qualified(restaurants.lat)}, 'lng', ${qualified(restaurants.lng)})
      from ${restaurants} where ${qualified(restaurants.id)} = ${qualified(orders.restaurantId)}),
    'lines', coalesce((
      select json_agg(json_build_object(
        'name', ${qualified(orderItems.name)}, 'quantity', ${qualified(orderItems.quantity)},
        'unitPriceCents', ${qualified(orderItems.unitPriceCents)},
        'specialInstructions', ${qualified(orderItems.specialInstructions)}, 'options', ${qualified(orderItems.options)}
      ) order by ${qualified(orderItems.id)})
      from ${orderItems} where ${qualified(orderItems.orderId)} = ${qualified(orders.id)}), '[]'),
    'latestChange', (
      select ${qualified(orderChanges.lines)} from ${orderChanges} where ${qualified(orderChanges.orderId)} = ${qualified(orders.id)}
      order by ${qualified(orderChanges.createdAt)} desc, ${qualified(orderChanges.id)} desc limit 1),
    'latestUpdate', (
      select ${qualified(orderEvents.message)} from ${orderEvents} where ${qualified(orderEvents.orderId)} = ${qualified(orders.id)}
      order by ${qualified(orderEvents.createdAt)} desc, ${qualified(orderEvents.id)} desc limit 1))
  from ${orders} left join ${users} on ${qualified(users.id)} = ${qualified(orders.userId)}
  where ${qualified(orders.id)} = ${orderId})`;
