import { getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client';
import { orderEvents, orderItems, orders, outboxMessages, restaurants, trackings } from '../../db/schema';
import { notifySql } from '../../plugins/event-bus';
import type { OrderRow } from './order-dto';
import { connectionOf } from '../../db/prepared';
import {
  placementChecks,
  placementCheckValues,
  toPlacementChecks,
  type PlacementChecks,
  type PlacementLimits,
} from './placement-checks';

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
 * `insert into <table> (<the rows' columns>) select <the rows' values> where <when>`: the rows are written only
 * when `when` holds. Each value is the row's placeholder, encoded as its column encodes it and cast to the
 * column's type; the columns the rows leave out take their defaults.
 */
function insertWhen(table: PgTable, rows: Record<string, Placeholder>[], when: SQL, returning: SQL): SQL {
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!);
  const tuples = rows.map(
    (row) =>
      sql`(${sql.join(
        keys.map((key) => sql`${sql.param(row[key], columns[key]!)}::${sql.raw(columns[key]!.getSQLType())}`),
        sql`, `,
      )})`,
  );
  return sql`insert into ${table} (${sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  )}) select * from (values ${sql.join(tuples, sql`, `)}) as written where ${when} returning ${returning}`;
}

/** Every column of the inserted orders, as the statement returns them and Drizzle reads them (dates as dates). */
const orderColumns = Object.fromEntries(
  Object.entries(getTableColumns(orders)).map(([key, column]) => [
    key,
    sql`${sql.identifier(column.name)}`.mapWith(column).as(column.name),
  ]),
) as unknown as { [K in keyof OrderRow]: SQL.Aliased<OrderRow[K]> };

/**
 * The order, its lines, its first status, its tracking row, the confirmation email (and the restaurant's copy),
 * each written only when `when` holds (one condition for all: all or nothing), as common table expressions of
 * one statement.
 */
function insertions(db: Database | Transaction, lineCount: number, when: SQL) {
  const written = { id: sql<string>`id` };
  const insertedOrder = db
    .$with('inserted_order', orderColumns)
    .as(insertWhen(orders, [fieldsOf('order_', ORDER_FIELDS)], when, sql`*`));
  const insertedItems = db.$with('inserted_items', written).as(
    insertWhen(
      orderItems,
      Array.from({ length: lineCount }, (_, index) => fieldsOf(`line${index}_`, LINE_FIELDS)),
      when,
      sql`id`,
    ),
  );
  const insertedEvent = db
    .$with('inserted_event', written)
    .as(insertWhen(orderEvents, [fieldsOf('event_', EVENT_FIELDS)], when, sql`id`));
  const insertedTracking = db
    .$with('inserted_tracking', { orderId: sql<string>`order_id` })
    .as(
      insertWhen(
        trackings,
        [{ orderId: at('order_id'), updatedAt: at('order_updatedAt') }],
        when,
        sql`order_id`,
      ),
    );
  // The customer's confirmation, when there is an address to send it to (a staff order may have none).
  const queuedConfirmation = db.$with('queued_confirmation', { id: sql<string>`id` }).as(
    sql`insert into ${outboxMessages} (id, kind, recipient, payload, next_attempt_at, created_at)
      select ${at('mail_id')}::text, 'order_placed', ${at('mail_recipient')}::text,
        jsonb_build_object('orderId', ${at('order_id')}::text),
        ${at('order_createdAt')}::timestamptz, ${at('order_createdAt')}::timestamptz
      where ${at('mail_recipient')}::text is not null and ${when}
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
        and ${restaurants.newOrderEmails} and ${restaurants.email} <> '' and ${when}
      returning id`,
  );
  return {
    insertedOrder,
    all: [
      insertedOrder,
      insertedItems,
      insertedEvent,
      insertedTracking,
      queuedConfirmation,
      queuedRestaurantCopy,
    ] as const,
  };
}

/**
 * The order, its lines, its first status, its tracking row, the confirmation email (and the restaurant's copy)
 * and the bus event in ONE statement: one round trip, atomic on its own (a statement commits whole or not at
 * all). Prepared once per number of lines, so neither Drizzle nor PostgreSQL builds or plans it again for the
 * next order.
 */
function buildStatement(db: Database | Transaction, lineCount: number) {
  const { insertedOrder, all } = insertions(db, lineCount, sql`true`);
  return db
    .with(...all)
    .select()
    .from(insertedOrder)
    .where(sql`${notifySql(at('notification'))} is not null`)
    .prepare(`insert_order_${lineCount}_lines`);
}

/**
 * The same statement with the order's checks in it (`placementChecks`): it writes the order, and sends its bus
 * event, only when they let it in, and answers the checks either way (with the order when it was written). The
 * checks take the locks and read with a snapshot of their own, taken once the locks are held.
 */
function buildCheckedStatement(db: Database | Transaction, lineCount: number) {
  const { placement, passed } = placementChecks(db, {
    userId: at('order_userId'),
    restaurantId: at('order_restaurantId'),
    pickupTime: at('order_pickupTime'),
    key: at('order_idempotencyKey'),
  });
  const { insertedOrder, all } = insertions(db, lineCount, sql`exists (select 1 from ${passed})`);
  const order = Object.fromEntries(
    Object.keys(getTableColumns(orders)).map((key) => [key, insertedOrder[key as keyof OrderRow]]),
  ) as { [K in keyof OrderRow]: (typeof insertedOrder)[K] };
  return db
    .with(placement, passed, ...all)
    .select({
      emailVerifiedAt: placement.emailVerifiedAt,
      blocked: placement.blocked,
      sameKeyOrderId: placement.sameKeyOrderId,
      activeOrders: placement.activeOrders,
      slotTaken: placement.slotTaken,
      order,
    })
    .from(placement)
    .leftJoin(insertedOrder, sql`true`)
    .where(
      sql`case when ${insertedOrder.id} is null then true else ${notifySql(at('notification'))} is not null end`,
    )
    .prepare(`insert_checked_order_${lineCount}_lines`);
}

/** Built once per pooled connection (a transaction's) or database handle, and per number of lines. */
function builtOnce<T>(build: (db: Database | Transaction, lineCount: number) => T) {
  const statements = new WeakMap<object, Map<number, T>>();
  return (db: Database | Transaction, lineCount: number): T => {
    const owner = connectionOf(db);
    let byCount = statements.get(owner);
    if (!byCount) statements.set(owner, (byCount = new Map()));
    let statement = byCount.get(lineCount);
    if (!statement) byCount.set(lineCount, (statement = build(db, lineCount)));
    return statement;
  };
}

const statementFor = builtOnce(buildStatement);
const checkedStatementFor = builtOnce(buildCheckedStatement);

function valuesOf({ order, lines, event, notification, confirmation, restaurantCopyId }: NewOrder) {
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
  return values;
}

/** Writes the order whatever holds (a staff order: its only limit, the slot's, is checked before). */
export async function insertOrder(db: Database | Transaction, newOrder: NewOrder): Promise<OrderRow> {
  const [row] = await statementFor(db, newOrder.lines.length).execute(valuesOf(newOrder));
  if (!row) throw new Error('The order was not stored');
  return row;
}

/**
 * Locks, checks (`placementChecks`) and writes the order, only when the checks let it in, in one statement: on
 * the database, one round trip that commits on its own; in a transaction, its locks last until that ends.
 * Answers the checks, and the order when written.
 */
export async function insertCheckedOrder(
  db: Database | Transaction,
  newOrder: NewOrder & { order: { userId: string } },
  limits: PlacementLimits,
): Promise<{ checks: PlacementChecks; row: OrderRow | undefined }> {
  const [result] = await checkedStatementFor(db, newOrder.lines.length).execute({
    ...valuesOf(newOrder),
    ...placementCheckValues(limits, newOrder.order),
  });
  if (!result) throw new Error('The account placing the order was not found');
  const { order, ...checks } = result;
  return { checks: toPlacementChecks(checks), row: order?.id ? (order as OrderRow) : undefined };
}
