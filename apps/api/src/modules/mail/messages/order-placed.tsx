import { orderName } from '@flame/shared';
import { Link, Text } from '@react-email/components';
import { BRAND, BrandLayout } from '../templates/brand-layout';
import { OrderLines, OrderNumberLine, OrderPageButton } from '../templates/order-parts';
import type { OrderMailData } from './order-data';
import { orderMailComposer } from './order-composer';
import { orderMailTemplates } from './order-mail-template';

export function OrderPlaced({ data }: { data: OrderMailData }) {
  return (
    <BrandLayout
      preview={`Pick it up ${data.pickup}. Pay at Restaurant.`}
      heading={`Thank you! ${orderName(data.orderNumber)} is placed`}
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
export const composeOrderPlaced = orderMailComposer(
  (data) => `${orderName(data.orderNumber)} is placed: pickup ${data.pickup}`,
  OrderPlaced,
  orderMailTemplates(OrderPlaced),
);
