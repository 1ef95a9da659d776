import { Column, Row, Section, Text } from '@react-email/components';
import { formatPrice, orderNameWithCode, toDollars } from '@flame/shared';
import type { OrderMailData } from '../messages/order-data';
import { LinkButton } from './link-button';
import { BRAND } from './brand-layout';

const money = (cents: number) => formatPrice(toDollars(cents));
const small = { color: BRAND.muted, fontSize: '13px', margin: '2px 0 0' } as const;

/** Each line with its quantity, its note and its price, then the total. */
export function OrderLines({ data }: { data: OrderMailData }) {
  return (
    <Section>
      {data.lines.map((line, index) => (
        <Row key={index} style={{ borderBottom: `1px solid ${BRAND.line}` }}>
          <Column style={{ padding: '8px 0' }}>
            <Text style={{ margin: 0 }}>
              {line.quantity} × {line.name}
            </Text>
            {line.options ? <Text style={small}>{line.options}</Text> : null}
            {line.instructions ? <Text style={small}>Note: {line.instructions}</Text> : null}
          </Column>
          <Column align="right" style={{ padding: '8px 0', whiteSpace: 'nowrap' }}>
            <Text style={{ margin: 0 }}>{money(line.lineCents)}</Text>
          </Column>
        </Row>
      ))}
      {data.adjustment ? (
        <Row>
          <Column style={{ padding: '8px 0' }}>
            <Text style={{ margin: 0 }}>Discount: {data.adjustment.reason}</Text>
          </Column>
          <Column align="right" style={{ padding: '8px 0' }}>
            <Text style={{ margin: 0 }}>−{money(data.adjustment.cents)}</Text>
          </Column>
        </Row>
      ) : null}
      <Row>
        <Column style={{ padding: '8px 0' }}>
          <Text style={{ fontWeight: 700, margin: 0 }}>Total</Text>
        </Column>
        <Column align="right" style={{ padding: '8px 0' }}>
          <Text style={{ fontWeight: 700, margin: 0 }}>{money(data.totalCents)}</Text>
        </Column>
      </Row>
    </Section>
  );
}

/** 'Order 1042 · code #99001A': the number both sides use on the phone, then the short code. */
export function OrderNumberLine({ data }: { data: OrderMailData }) {
  return (
    <Text style={{ fontSize: '16px', margin: '0 0 4px' }}>
      {orderNameWithCode(data.orderNumber, data.code)}
    </Text>
  );
}

export function OrderPageButton({ data, label }: { data: OrderMailData; label: string }) {
  return <LinkButton href={data.orderUrl} label={label} />;
}
