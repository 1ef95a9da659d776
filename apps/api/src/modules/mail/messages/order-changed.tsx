import { formatPrice, orderName, toDollars } from '@flame/shared';
import { Text } from '@react-email/components';
import { BrandLayout } from '../templates/brand-layout';
import { OrderLines, OrderNumberLine, OrderPageButton } from '../templates/order-parts';
import type { OrderMailData } from './order-data';
import { orderMailComposer } from './order-composer';

function OrderChanged({ data }: { data: OrderMailData }) {
  const total = formatPrice(toDollars(data.totalCents));
  return (
    <BrandLayout
      preview={`${data.latestChange.join(', ')}. New total ${total}.`}
      heading={`We changed ${orderName(data.orderNumber)}`}
      restaurant={data.restaurant}
    >
      <OrderNumberLine data={data} />
      <Text style={{ fontSize: '16px', fontWeight: 700, margin: '0 0 4px' }}>What changed</Text>
      {data.latestChange.map((line, index) => (
        <Text key={index} style={{ margin: '0 0 4px' }}>
          {line}
        </Text>
      ))}
      <Text style={{ fontSize: '16px', fontWeight: 700, margin: '12px 0 16px' }}>
        New total {total} · pickup {data.pickup}
      </Text>
      <OrderLines data={data} />
      <Text style={{ margin: '16px 0' }}>Something not right? Call us at {data.restaurant.phone}.</Text>
      <OrderPageButton data={data} label="See your order" />
    </BrandLayout>
  );
}

/** To the customer when the restaurant changes the lines of their order: what changed and the new total. */
export const composeOrderChanged = orderMailComposer(
  (data) =>
    `${orderName(data.orderNumber)} was changed: new total ${formatPrice(toDollars(data.totalCents))}`,
  OrderChanged,
);
