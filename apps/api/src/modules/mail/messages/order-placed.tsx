import { Button, Column, Link, Row, Section, Text } from '@react-email/components';
import { formatPrice, orderShortCode, toDollars } from '@flame/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { orderItems, orders, restaurants } from '../../../db/schema';
import { PermanentMailError } from '../delivery-policy';
import { BRAND, BrandLayout } from '../templates/brand-layout';
import { directionsHref, oneLineAddress, pickupTimeText } from './restaurant-texts';
import type { ComposedMail, SiteLinks } from './registry';
import { renderMail } from './render';

interface OrderPlacedData {
  orderNumber: number;
  code: string;
  pickup: string;
  totalCents: number;
  lines: { name: string; quantity: number; lineCents: number; instructions: string | null }[];
  restaurant: { name: string; phone: string; address: string; email: string; directions: string };
  orderUrl: string;
}

async function loadOrderPlaced(db: Database, orderId: string, site: SiteLinks): Promise<OrderPlacedData> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new PermanentMailError(`Order ${orderId} no longer exists`);
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, order.restaurantId));
  if (!restaurant) throw new PermanentMailError(`The restaurant of order ${orderId} no longer exists`);
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return {
    orderNumber: order.orderNumber,
    code: orderShortCode(order.id),
    pickup: pickupTimeText(order.pickupTime, restaurant.timeZone),
    totalCents: order.totalCents,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      lineCents: line.unitPriceCents * line.quantity,
      instructions: line.specialInstructions,
    })),
    restaurant: {
      name: restaurant.name,
      phone: restaurant.phone,
      email: restaurant.email,
      address: oneLineAddress(restaurant),
      directions: directionsHref(restaurant),
    },
    orderUrl: `${site.siteUrl}/order/${order.id}`,
  };
}

const money = (cents: number) => formatPrice(toDollars(cents));
const small = { color: BRAND.muted, fontSize: '13px', margin: '2px 0 0' } as const;

function OrderPlaced({ data }: { data: OrderPlacedData }) {
  return (
    <BrandLayout
      preview={`Pick it up ${data.pickup}. Pay at Restaurant.`}
      heading={`Thank you! Your order #${data.orderNumber} is placed`}
      restaurant={data.restaurant}
    >
      <Text style={{ fontSize: '16px', margin: '0 0 4px' }}>
        Order #{data.orderNumber} · code #{data.code}
      </Text>
      <Text style={{ fontSize: '22px', fontWeight: 700, margin: '0 0 16px' }}>Pickup {data.pickup}</Text>
      <Section>
        {data.lines.map((line, index) => (
          <Row key={index} style={{ borderBottom: `1px solid ${BRAND.line}` }}>
            <Column style={{ padding: '8px 0' }}>
              <Text style={{ margin: 0 }}>
                {line.quantity} × {line.name}
              </Text>
              {line.instructions ? <Text style={small}>Note: {line.instructions}</Text> : null}
            </Column>
            <Column align="right" style={{ padding: '8px 0', whiteSpace: 'nowrap' }}>
              <Text style={{ margin: 0 }}>{money(line.lineCents)}</Text>
            </Column>
          </Row>
        ))}
        <Row>
          <Column style={{ padding: '8px 0' }}>
            <Text style={{ fontWeight: 700, margin: 0 }}>Total</Text>
          </Column>
          <Column align="right" style={{ padding: '8px 0' }}>
            <Text style={{ fontWeight: 700, margin: 0 }}>{money(data.totalCents)}</Text>
          </Column>
        </Row>
      </Section>
      <Text style={{ fontSize: '16px', fontWeight: 700, margin: '16px 0 4px' }}>Pay at Restaurant</Text>
      <Text style={{ margin: '0 0 4px' }}>
        Pick it up at {data.restaurant.address} (
        <Link href={data.restaurant.directions} style={{ color: BRAND.red }}>
          directions
        </Link>
        ). Questions? Call {data.restaurant.phone}.
      </Text>
      <Button
        href={data.orderUrl}
        style={{
          backgroundColor: BRAND.red,
          borderRadius: '8px',
          color: '#ffffff',
          fontWeight: 600,
          marginTop: '16px',
          padding: '12px 20px',
        }}
      >
        Follow your order live
      </Button>
    </BrandLayout>
  );
}

/** To the customer when an order is placed: what, when and where, and the live order page. */
export async function composeOrderPlaced(
  db: Database,
  payload: Record<string, string>,
  site: SiteLinks,
): Promise<ComposedMail> {
  const data = await loadOrderPlaced(db, payload.orderId ?? '', site);
  return {
    subject: `Your order #${data.orderNumber} is placed: pickup ${data.pickup}`,
    replyTo: data.restaurant.email || undefined,
    ...(await renderMail(<OrderPlaced data={data} />)),
  };
}
