import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { orderEvents, orderItems, orders, outboxMessages, restaurants, trackings } from '../../db/schema';
import { notifySql } from '../../plugins/event-bus';
import type { OrderRow } from './order-dto';
import { connectionOf } from '../../db/prepared';

type OrderValues = Omit<typeof orders.$inferInsert, 'orderNumber'>;
type LineValues = typeof orderItems.$inferInsert & { id: string };
type EventValues = typeof orderEvents.$inferInsert;

export interface NewOrder {
  order: OrderValues & { id: string; pickupTime: Date; createdAt: Date; updatedAt: Date };
  lines: LineValues[];
  event: EventValues;
  /** The bus event's NOTIFY text (`eventText`), sent by PostgreSQL when the statement commits. */
  notification: string;
  /** The customer's confirmation email, queued in the outbox by the same statement; none without an address. */
  confirmation: { id: string; recipient: string | null };
  /** The id of the restaurant's copy ('New order'), queued by the same statement when Settings → Email asks for it. */
  restaurantCopyId: string;
}

const ORDER_FIELDS = [
  'id',
  'userId',
  'restaurantId',
  'status',
  'paymentMethod',
  'phone',
  'pickupTime',
  'totalCents',
  'idempotencyKey',
  'requestHash',
  'source',
  'customerName',
  'customerEmail',
  'note',
  'createdAt',
  'updatedAt',
] as const;
const LINE_FIELDS = [
  'id',
  'orderId',
  'foodId',
  'name',
  'image',
  'unitPriceCents',
  'originalPriceCents',
  'discount',
  'quantity',
  'specialInstructions',
  'options',
] as const;
const EVENT_FIELDS = ['id', 'orderId', 'status', 'message', 'createdAt'] as const;

const at = (name: string) => sql.placeholder(name);
const fieldsOf = <F extends string>(prefix: string, fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, at(`${prefix}${field}`)])) as Record<
    F,
    ReturnType<typeof at>
  >;

/**
 * The order, its lines, its first status, its tracking row, the confirmation email (and the restaurant's copy)
 * and the bus event in ONE statement: one round trip, atomic on its own (a statement commits whole or not at all). Prepared once per
 * number of lines, so neither Drizzle nor PostgreSQL builds or plans it again for the next order.
 */
function buildStatement(db: Database | Transaction, lineCount: number) {
  const insertedOrder = db
    .$with('inserted_order')
    .as(db.insert(orders).values(fieldsOf('order_', ORDER_FIELDS)).returning());
  const insertedItems = db.$with('inserted_items').as(
    db
      .insert(orderItems)
      .values(Array.from({ length: lineCount }, (_, index) => fieldsOf(`line${index}_`, LINE_FIELDS)))
      .returning({ id: orderItems.id }),
  );
  const insertedEvent = db
    .$with('inserted_event')
    .as(db.insert(orderEvents).values(fieldsOf('event_', EVENT_FIELDS)).returning({ id: orderEvents.id }));
  const insertedTracking = db.$with('inserted_tracking').as(
    db
      .insert(trackings)
      .values({
        orderId: at('order_id'),
        updatedAt: at('order_updatedAt'),
      })
      .returning({ orderId: trackings.orderId }),
  );
  // The customer's confirmation, when there is an address to send it to (a staff order may have none).
  const queuedConfirmation = db.$with('queued_confirmation', { id: sql<string>`id` }).as(
    sql`insert into ${outboxMessages} (id, kind, recipient, payload, next_attempt_at, created_at)
      select ${at('mail_id')}::text, 'order_placed', ${at('mail_recipient')}::text,
        jsonb_build_object('orderId', ${at('order_id')}::text),
        ${at('order_createdAt')}::timestamptz, ${at('order_createdAt')}::timestamptz
      where ${at('mail_recipient')}::text is not null
      returning id`,
  );
  // The restaurant's own copy, only when its 'Email each new order' is on and it has an email.
  const queuedRestaurantCopy = db.$with('queued_restaurant_copy', { id: sql<string>`id` }).as(
    sql`insert into ${outboxMessages} (id, kind, recipient, payload, next_attempt_at, created_at)
      select ${at('copy_id')}::text, 'order_received', ${restaurants.email},
        jsonb_build_object('orderId', ${at('order_id')}::text),
        ${at('order_createdAt')}::timestamptz, ${at('order_createdAt')}::timestamptz
      from ${restaurants}
      where ${restaurants.id} = ${at('order_restaurantId')}::text
        and ${restaurants.newOrderEmails} and ${restaurants.email} <> ''
      returning id`,
  );
  return db
    .with(
      insertedOrder,
      insertedItems,
      insertedEvent,
      insertedTracking,
      queuedConfirmation,
      queuedRestaurantCopy,
    )
    .select()
    .from(insertedOrder)
    .where(sql`${notifySql(at('notification'))} is not null`)
    .prepare(`insert_order_${lineCount}_lines`);
}

/** Built once per pooled connection (a transaction's) or database handle, and per number of lines. */
const statements = new WeakMap<object, Map<number, ReturnType<typeof buildStatement>>>();

export async function insertOrder(
  db: Database | Transaction,
  { order, lines, event, notification, confirmation, restaurantCopyId }: NewOrder,
): Promise<OrderRow> {
  const owner = connectionOf(db);
  let byCount = statements.get(owner);
  if (!byCount) statements.set(owner, (byCount = new Map()));
  let statement = byCount.get(lines.length);
  if (!statement) byCount.set(lines.length, (statement = buildStatement(db, lines.length)));

  const values: Record<string, unknown> = {
    notification,
    mail_id: confirmation.id,
    mail_recipient: confirmation.recipient,
    copy_id: restaurantCopyId,
  };
  for (const field of ORDER_FIELDS) values[`order_${field}`] = order[field] ?? null;
  lines.forEach((line, index) => {
    for (const field of LINE_FIELDS) values[`line${index}_${field}`] = line[field] ?? null;
  });
  for (const field of EVENT_FIELDS) values[`event_${field}`] = event[field] ?? null;
  const [row] = await statement.execute(values);
  if (!row) throw new Error('The order was not stored');
  return row;
}
