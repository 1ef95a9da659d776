import { orderName } from '@flame/shared';
import { Link, Text } from '@react-email/components';
import { BRAND, BrandLayout } from '../templates/brand-layout';
import { OrderLines, OrderNumberLine, OrderPageButton } from '../templates/order-parts';
import type { OrderMailData } from './order-data';
import { orderMailComposer } from './order-composer';

function OrderReady({ data }: { data: OrderMailData }) {
  return (
    <BrandLayout
      preview={`Come by ${data.restaurant.address}. Pay at Restaurant.`}
      heading={`${orderName(data.orderNumber)} is ready for pickup`}
      restaurant={data.restaurant}
    >
      <OrderNumberLine data={data} />
      <Text style={{ margin: '0 0 16px' }}>
        It is packed and waiting for you at {data.restaurant.address} (
        <Link href={data.restaurant.directions} style={{ color: BRAND.red }}>
          directions
        </Link>
        ). Pay at Restaurant when you pick it up.
      </Text>
      <OrderLines data={data} />
      <OrderPageButton data={data} label="See your order" />
    </BrandLayout>
  );
}

/** To the customer when the kitchen marks the order ready. */
export const composeOrderReady = orderMailComposer(
  (data) => `${orderName(data.orderNumber)} is ready for pickup`,
  OrderReady,
);
