import { orderWaitingSubject } from '@flame/shared';
import { Text } from '@react-email/components';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orders, restaurants } from '../../../db/schema';
import { MailNoLongerNeeded, PermanentMailError } from '../delivery-policy';
import { BrandLayout } from '../templates/brand-layout';
import { LinkButton } from '../templates/link-button';
import { OrderLines } from '../templates/order-parts';
import { loadOrderMailData } from './order-data';
import type { ComposedMail, SiteLinks } from './composed-mail';
import { renderMail } from './render';
import { oneLineAddress } from './restaurant-texts';

/**
 * To the restaurant's email when an order has stayed pending for `alertEmailAfterMinutes` of opening hours
 * (payload `{ orderId, minutes }`): 'Order 1042 has waited 5 minutes'. Dropped when the order was answered
 * before it could be sent.
 */
export async function composeOrderWaiting(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
): Promise<ComposedMail> {
  const orderId = payload.orderId ?? '';
  const [order] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (order && order.status !== 'pending') throw new MailNoLongerNeeded('The order was answered');
  const data = await loadOrderMailData(db, orderId, site);
  const subject = orderWaitingSubject(data.orderNumber, Number(payload.minutes ?? 0));
  return {
    subject,
    replyTo: data.customer.email || undefined,
    ...(await renderMail(
      <BrandLayout
        preview={`${subject}: nobody has accepted it yet.`}
        heading={subject}
        restaurant={data.restaurant}
      >
        <Text style={{ margin: '0 0 12px' }}>
          Nobody has accepted it yet. Pickup {data.pickup}, for {data.customer.name || 'a customer'} (
          {data.customer.phone}). Accept it on the pickups board, or call the customer.
        </Text>
        <OrderLines data={data} />
        <LinkButton href={data.dashboardUrl} label="Open the pickups board" />
      </BrandLayout>,
    )),
  };
}

/**
 * To the restaurant's email once when online ordering pauses by itself because no owner dashboard was open
 * (payload `{ restaurantId, since }`). Dropped when a dashboard opened before it could be sent.
 */
export async function composeOrderingUnwatched(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
): Promise<ComposedMail> {
  const [restaurant] = await db
    .select()
    .from(restaurants)
    .where(eq(restaurants.id, payload.restaurantId ?? ''));
  if (!restaurant) throw new PermanentMailError('The restaurant no longer exists');
  const heading = 'Online ordering paused: no dashboard is open';
  const dashboardUrl = `${site.siteUrl}/admin-dashboard/${restaurant.id}/pickups`;
  return {
    subject: heading,
    replyTo: undefined,
    ...(await renderMail(
      <BrandLayout
        preview="Customers cannot order online until the dashboard is open again."
        heading={heading}
        restaurant={{ name: restaurant.name, phone: restaurant.phone, address: oneLineAddress(restaurant) }}
      >
        <Text style={{ margin: '0 0 12px' }}>
          No one has had the dashboard open for {restaurant.pauseWhenUnwatchedMinutes ?? 0} minutes during
          opening hours, so new orders could go unseen. Online ordering is paused: customers see the pause and
          your phone number. It resumes by itself as soon as the dashboard is open again.
        </Text>
        <LinkButton href={dashboardUrl} label="Open the dashboard" />
      </BrandLayout>,
    )),
  };
}
