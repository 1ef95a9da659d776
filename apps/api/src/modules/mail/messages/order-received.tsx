import { orderName } from '@flame/shared';
import { Text } from '@react-email/components';
import type { Database } from '../../../db/client';
import { BrandLayout } from '../templates/brand-layout';
import { LinkButton } from '../templates/link-button';
import { OrderLines, OrderNumberLine } from '../templates/order-parts';
import { loadOrderMailData, type OrderMailData } from './order-data';
import type { ComposedMail, ReadWithMessage, SiteLinks } from './composed-mail';
import { renderMail } from './render';

function OrderReceived({ data }: { data: OrderMailData }) {
  return (
    <BrandLayout
      preview={`Pickup ${data.pickup} for ${data.customer.name}.`}
      heading={`New order: ${orderName(data.orderNumber)}, pickup ${data.pickup}`}
      restaurant={data.restaurant}
    >
      <OrderNumberLine data={data} />
      <Text style={{ fontSize: '18px', fontWeight: 700, margin: '0 0 4px' }}>Pickup {data.pickup}</Text>
      <Text style={{ margin: '0 0 16px' }}>
        {data.customer.name || 'A customer'} · {data.customer.phone}
      </Text>
      <OrderLines data={data} />
      <Text style={{ margin: '16px 0 0' }}>Pay at Restaurant. Replies to this email go to the customer.</Text>
      <LinkButton href={data.dashboardUrl} label="Open the pickups board" />
    </BrandLayout>
  );
}

/** To the restaurant's email for each new order, when Settings → Email asks for it (payload `{ orderId }`). */
export async function composeOrderReceived(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
  _at: Date,
  read?: ReadWithMessage,
): Promise<ComposedMail> {
  const data = await loadOrderMailData(db, payload.orderId ?? '', site, read?.orderMail);
  return {
    subject: `${orderName(data.orderNumber)} from ${data.customer.name || 'a customer'}: pickup ${data.pickup}`,
    replyTo: data.customer.email || undefined,
    ...(await renderMail(<OrderReceived data={data} />)),
  };
}
