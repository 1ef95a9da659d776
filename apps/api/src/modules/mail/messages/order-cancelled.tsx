import { orderName } from '@flame/shared';
import { Text } from '@react-email/components';
import { BrandLayout } from '../templates/brand-layout';
import { OrderLines, OrderNumberLine, OrderPageButton } from '../templates/order-parts';
import type { OrderMailData } from './order-data';
import { orderMailComposer } from './order-composer';

function OrderCancelled({ data }: { data: OrderMailData }) {
  return (
    <BrandLayout
      preview={data.latestUpdate}
      heading={`We had to cancel ${orderName(data.orderNumber)}`}
      restaurant={data.restaurant}
    >
      <OrderNumberLine data={data} />
      <Text style={{ fontSize: '16px', margin: '0 0 16px' }}>{data.latestUpdate}</Text>
      <Text style={{ margin: '0 0 16px' }}>
        You pay nothing. We are sorry; questions? Call us at {data.restaurant.phone}.
      </Text>
      <OrderLines data={data} />
      <OrderPageButton data={data} label="See your order" />
    </BrandLayout>
  );
}

/** To the customer when the restaurant cancels the order, with what it said. */
export const composeOrderCancelled = orderMailComposer(
  (data) => `${orderName(data.orderNumber)} was cancelled by the restaurant`,
  OrderCancelled,
);
