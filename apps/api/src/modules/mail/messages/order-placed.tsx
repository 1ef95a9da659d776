import { Link, Text } from '@react-email/components';
import type { Database } from '../../../db/client';
import { BRAND, BrandLayout } from '../templates/brand-layout';
import { OrderLines, OrderNumberLine, OrderPageButton } from '../templates/order-parts';
import { loadOrderMailData, type OrderMailData } from './order-data';
import type { ComposedMail, SiteLinks } from './registry';
import { renderMail } from './render';

function OrderPlaced({ data }: { data: OrderMailData }) {
  return (
    <BrandLayout
      preview={`Pick it up ${data.pickup}. Pay at Restaurant.`}
      heading={`Thank you! Your order #${data.orderNumber} is placed`}
      restaurant={data.restaurant}
    >
      <OrderNumberLine data={data} />
      <Text style={{ fontSize: '22px', fontWeight: 700, margin: '0 0 16px' }}>Pickup {data.pickup}</Text>
      <OrderLines data={data} />
      <Text style={{ fontSize: '16px', fontWeight: 700, margin: '16px 0 4px' }}>Pay at Restaurant</Text>
      <Text style={{ margin: '0 0 4px' }}>
        Pick it up at {data.restaurant.address} (
        <Link href={data.restaurant.directions} style={{ color: BRAND.red }}>
          directions
        </Link>
        ). Questions? Call {data.restaurant.phone}.
      </Text>
      <OrderPageButton data={data} label="Follow your order live" />
    </BrandLayout>
  );
}

/** To the customer when an order is placed: what, when and where, and the live order page. */
export async function composeOrderPlaced(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
): Promise<ComposedMail> {
  const data = await loadOrderMailData(db, payload.orderId ?? '', site);
  return {
    subject: `Your order #${data.orderNumber} is placed: pickup ${data.pickup}`,
    replyTo: data.restaurant.email || undefined,
    ...(await renderMail(<OrderPlaced data={data} />)),
  };
}
