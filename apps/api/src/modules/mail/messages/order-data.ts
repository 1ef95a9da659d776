import { optionsSummary, orderShortCode, toDollars } from '@flame/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { preparedPerDatabase } from '../../../db/prepared';
import { PermanentMailError } from '../delivery-policy';
import type { SiteLinks } from './composed-mail';
import { orderMailSource, type OrderMailSource } from './order-mail-source';
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

/** The order's mail source read on its own, in ONE round trip. Prepared once per database handle. */
const orderMailQuery = preparedPerDatabase((db) =>
  db
    .select({ source: orderMailSource(sql`${sql.placeholder('orderId')}::text`) })
    .from(sql`(select 1) as one`)
    .prepare('order_mail_data'),
);

/**
 * What every message about an order shows, read from the order (its lines are snapshots) and the restaurant;
 * from `source` when the order's source was read already (by the statement that took the message), else read.
 */
export async function loadOrderMailData(
  db: Database,
  orderId: string,
  site: SiteLinks,
  source?: OrderMailSource | null,
): Promise<OrderMailData> {
  const found = source !== undefined ? source : (await orderMailQuery(db).execute({ orderId }))[0]?.source;
  const order = found?.order;
  if (!found || !order) throw new PermanentMailError(`Order ${orderId} no longer exists`);
  const { restaurant, lines } = found;
  if (!restaurant) throw new PermanentMailError(`The restaurant of order ${orderId} no longer exists`);
  return {
    orderNumber: order.orderNumber,
    code: orderShortCode(order.id),
    pickup: pickupTimeText(new Date(order.pickupTime), restaurant.timeZone),
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
