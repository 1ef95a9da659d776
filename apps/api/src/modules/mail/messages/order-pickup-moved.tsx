import { orderName } from '@flame/shared';
import { Text } from '@react-email/components';
import { BrandLayout } from '../templates/brand-layout';
import { OrderLines, OrderNumberLine, OrderPageButton } from '../templates/order-parts';
import type { OrderMailData } from './order-data';
import { orderMailComposer } from './order-composer';

function OrderPickupMoved({ data }: { data: OrderMailData }) {
  return (
    <BrandLayout
      preview={data.latestUpdate}
      heading={`We moved the pickup of ${orderName(data.orderNumber)}`}
      restaurant={data.restaurant}
    >
      <OrderNumberLine data={data} />
      <Text style={{ fontSize: '16px', margin: '0 0 16px' }}>
        {data.latestUpdate}: please come by {data.pickup}.
      </Text>
      <Text style={{ margin: '0 0 16px' }}>Does it not suit you? Call us at {data.restaurant.phone}.</Text>
      <OrderLines data={data} />
      <OrderPageButton data={data} label="See your order" />
    </BrandLayout>
  );
}

/** To the customer when the restaurant moves the pickup time later. */
export const composeOrderPickupMoved = orderMailComposer(
  (data) => `${orderName(data.orderNumber)} has a new pickup time`,
  OrderPickupMoved,
);
