import { optionsSummary, orderShortCode, toDollars } from '@flame/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { preparedPerDatabase } from '../../../db/prepared';
import { orderChanges, orderEvents, orderItems, orders, restaurants, users } from '../../../db/schema';
import { PermanentMailError } from '../delivery-policy';
import type { SiteLinks } from './composed-mail';
import { directionsHref, oneLineAddress, pickupTimeText } from './restaurant-texts';

export interface OrderMailData {
  orderNumber: number;
  code: string;
  pickup: string;
  totalCents: number;
  lines: {
    name: string;
    quantity: number;
    lineCents: number;
    instructions: string | null;
    /** The chosen options as ordered, in a few words; '' for none. */
    options: string;
  }[];
  restaurant: { name: string; phone: string; address: string; email: string; directions: string };
  orderUrl: string;
  /** The newest entry of the status history ('Order cancelled by the restaurant: …'). */
  latestUpdate: string;
  /** Who ordered: the account's name and email ('' once the account is deleted), the phone given with the order. */
  customer: { name: string; email: string; phone: string };
  /** The order on the dashboard's order board. */
  dashboardUrl: string;
  /** The restaurant's discount on the whole order (already out of `totalCents`), or null. */
  adjustment: { cents: number; reason: string } | null;
  /** What the newest change of the lines changed ('+1 Garlic Naan'); [] when there was none. */
  latestChange: string[];
}

type LineJson = Pick<
  typeof orderItems.$inferSelect,
  'name' | 'quantity' | 'unitPriceCents' | 'specialInstructions' | 'options'
>;

/**
 * The order with its account's name and email, its restaurant, its lines (in their order), its newest change
 * of lines and its newest status message, in ONE round trip. Prepared once per database handle.
 */
const orderMailQuery = preparedPerDatabase((db) =>
  db
    .select({
      order: orders,
      customerName: users.name,
      customerEmail: users.email,
      restaurant: restaurants,
      lines: sql<LineJson[]>`coalesce((
        select json_agg(json_build_object(
          'name', ${orderItems.name}, 'quantity', ${orderItems.quantity},
          'unitPriceCents', ${orderItems.unitPriceCents},
          'specialInstructions', ${orderItems.specialInstructions}, 'options', ${orderItems.options}
        ) order by ${orderItems.id})
        from ${orderItems} where ${orderItems.orderId} = ${orders.id}), '[]')`,
      latestChange: sql<string[] | null>`(
        select ${orderChanges.lines} from ${orderChanges} where ${orderChanges.orderId} = ${orders.id}
        order by ${orderChanges.createdAt} desc, ${orderChanges.id} desc limit 1)`,
      latestUpdate: sql<string | null>`(
        select ${orderEvents.message} from ${orderEvents} where ${orderEvents.orderId} = ${orders.id}
        order by ${orderEvents.createdAt} desc, ${orderEvents.id} desc limit 1)`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_mail_data'),
);

/** What every message about an order shows, read from the order (its lines are snapshots) and the restaurant. */
export async function loadOrderMailData(
  db: Database,
  orderId: string,
  site: SiteLinks,
): Promise<OrderMailData> {
  const [found] = await orderMailQuery(db).execute({ orderId });
  const order = found?.order;
  if (!found || !order) throw new PermanentMailError(`Order ${orderId} no longer exists`);
  const { restaurant, lines } = found;
  if (!restaurant) throw new PermanentMailError(`The restaurant of order ${orderId} no longer exists`);
  return {
    orderNumber: order.orderNumber,
    code: orderShortCode(order.id),
    pickup: pickupTimeText(order.pickupTime, restaurant.timeZone),
    totalCents: order.totalCents,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      lineCents: line.unitPriceCents * line.quantity,
      instructions: line.specialInstructions,
      options: optionsSummary(
        line.options.map((option) => ({ ...option, priceDelta: toDollars(option.priceDeltaCents) })),
      ),
    })),
    restaurant: {
      name: restaurant.name,
      phone: restaurant.phone,
      email: restaurant.email,
      address: oneLineAddress(restaurant),
      directions: directionsHref(restaurant),
    },
    // An order without an account (a staff order) is followed through a signed link: the link is the key.
    orderUrl: order.userId
      ? `${site.siteUrl}/order/${order.id}`
      : `${site.siteUrl}/order/${order.id}?key=${encodeURIComponent(site.links.sign('order-view', order.id))}`,
    latestUpdate: found.latestUpdate ?? '',
    customer: {
      name: order.customerName ?? found.customerName ?? '',
      email: order.customerEmail ?? found.customerEmail ?? '',
      phone: order.phone,
    },
    dashboardUrl: `${site.siteUrl}/admin-dashboard/${restaurant.id}/pickups`,
    adjustment:
      order.adjustmentCents > 0
        ? { cents: order.adjustmentCents, reason: order.adjustmentReason ?? '' }
        : null,
    latestChange: found.latestChange ?? [],
  };
}
