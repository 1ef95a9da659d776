import {
  ACTIVE_ORDER_STATUSES,
  addDaysToIsoDate,
  periodsOf,
  weekStartOf,
  zonedToday,
  type DashboardOverview,
  toDollars,
  WEEK_DAYS,
  zonedInstant,
  type DishReportRow,
  type HourReportRow,
  type ReportGroup,
  type ReportSummary,
  type SalesReportRow,
} from '@flame/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { OwnedRestaurant } from '../../lib/site-restaurant';

/**
 * The owner's reports (decision 042). A range is calendar days `from` to `to` (both included) in the
 * restaurant's time zone: from the instant its first day starts there to the instant the day after its last
 * starts, so a daylight-saving day counts its 23 or 25 hours. An order belongs to the day of its pickup time, and
 * only completed (picked-up) orders are sales; a line's sales are its unit price (discount and options included)
 * times its quantity, which is how the order's total is made.
 */
export interface ReportRange {
  from: string;
  to: string;
}

/** The instants a range covers: `[start, end)`. */
export function rangeInstants(range: ReportRange, timeZone: string): { start: Date; end: Date } {
  return {
    start: zonedInstant(range.from, 0, timeZone),
    end: zonedInstant(addDaysToIsoDate(range.to, 1), 0, timeZone),
  };
}

/** Rows of a raw query. */
async function rows<Row extends Record<string, unknown>>(db: Database, query: SQL): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows as Row[];
}

const cents = (value: unknown): number => Number(value ?? 0);

/** The condition of every order report: the restaurant's orders (`o`) whose pickup falls in `[start, end)`. */
function pickupIn(restaurantId: string, start: Date, end: Date): SQL {
  return sql`o.restaurant_id = ${restaurantId}
    and o.pickup_time >= ${start.toISOString()}::timestamptz and o.pickup_time < ${end.toISOString()}::timestamptz`;
}

/**
 * Who a customer is, across orders: their account, or for an order without one its phone's digits (an order
 * always carries a phone).
 */
const customerKey = (alias: SQL) =>
  sql`coalesce('user:' || ${alias}.user_id, 'phone:' || regexp_replace(${alias}.phone, '[^0-9]', '', 'g'))`;

/** Sales and completed orders of `[start, end)`. */
export async function salesBetween(
  db: Database,
  restaurantId: string,
  start: Date,
  end: Date,
): Promise<{ sales: number; orders: number }> {
  const [row] = await rows<{ sales_cents: string | null; orders: number }>(
    db,
    sql`select sum(o.total_cents) filter (where o.status = 'completed') as sales_cents,
          (count(*) filter (where o.status = 'completed'))::int as orders
        from orders o where ${pickupIn(restaurantId, start, end)}`,
  );
  return { sales: toDollars(cents(row?.sales_cents)), orders: row?.orders ?? 0 };
}

/** Guests of the reservations (not cancelled) of the restaurant's tables that start in `[start, end)`. */
export async function coversBetween(
  db: Database,
  restaurantId: string,
  start: Date,
  end: Date,
  endingAfter?: Date,
): Promise<number> {
  const [row] = await rows<{ covers: number }>(
    db,
    sql`select coalesce(sum(r.guests), 0)::int as covers
        from reservations r join dining_tables t on t.id = r.table_id
        where t.restaurant_id = ${restaurantId} and r.status = 'active'
          and r.starts_at >= ${start.toISOString()}::timestamptz and r.starts_at < ${end.toISOString()}::timestamptz
          ${endingAfter ? sql`and r.ends_at > ${endingAfter.toISOString()}::timestamptz` : sql``}`,
  );
  return row?.covers ?? 0;
}

/** `GET /api/reports/summary`. */
export async function reportSummary(
  db: Database,
  restaurant: OwnedRestaurant,
  range: ReportRange,
): Promise<ReportSummary> {
  const { start, end } = rangeInstants(range, restaurant.timeZone);
  const key = customerKey(sql`o`);
  const [[totals], reasons, [customers], covers] = await Promise.all([
    rows<{ sales_cents: string | null; orders: number; cancelled: number; cancelled_cents: string | null }>(
      db,
      sql`select sum(o.total_cents) filter (where o.status = 'completed') as sales_cents,
            (count(*) filter (where o.status = 'completed'))::int as orders,
            (count(*) filter (where o.status = 'cancelled'))::int as cancelled,
            sum(o.total_cents) filter (where o.status = 'cancelled') as cancelled_cents
          from orders o where ${pickupIn(restaurant.id, start, end)}`,
    ),
    rows<{ reason: string | null; orders: number }>(
      db,
      sql`select nullif(btrim(o.cancellation_reason), '') as reason, count(*)::int as orders
          from orders o where ${pickupIn(restaurant.id, start, end)} and o.status = 'cancelled'
          group by 1 order by 2 desc, 1 asc nulls last`,
    ),
    rows<{ new_customers: number; returning_customers: number }>(
      db,
      sql`with in_range as (
            select distinct ${key} as customer from orders o where ${pickupIn(restaurant.id, start, end)} and o.status = 'completed'
          ), firsts as (
            select ${customerKey(sql`p`)} as customer, min(p.pickup_time) as first_pickup
            from orders p
            where p.restaurant_id = ${restaurant.id} and p.status = 'completed'
              and ${customerKey(sql`p`)} in (select customer from in_range)
            group by 1
          )
          select (count(*) filter (where first_pickup >= ${start.toISOString()}::timestamptz))::int as new_customers,
                 (count(*) filter (where first_pickup < ${start.toISOString()}::timestamptz))::int as returning_customers
          from firsts`,
    ),
    coversBetween(db, restaurant.id, start, end),
  ]);
  const salesCents = cents(totals?.sales_cents);
  const orders = totals?.orders ?? 0;
  return {
    sales: toDollars(salesCents),
    orders,
    averageTicket: orders === 0 ? 0 : toDollars(Math.round(salesCents / orders)),
    cancelled: totals?.cancelled ?? 0,
    cancelledValue: toDollars(cents(totals?.cancelled_cents)),
    cancellationReasons: reasons.map(({ reason, orders: count }) => ({ reason, orders: count })),
    covers,
    noShows: 0,
    newCustomers: customers?.new_customers ?? 0,
    returningCustomers: customers?.returning_customers ?? 0,
  };
}

/** The local wall-clock time of each order's pickup, in the restaurant's zone. */
const localPickup = (timeZone: string) => sql`(o.pickup_time at time zone ${timeZone})`;

/** `GET /api/reports/sales`: every period the range touches, empty ones with zeros. */
export async function salesReport(
  db: Database,
  restaurant: OwnedRestaurant,
  range: ReportRange,
  group: ReportGroup,
): Promise<SalesReportRow[]> {
  const { start, end } = rangeInstants(range, restaurant.timeZone);
  // The unit is one of three fixed words, never the request's text.
  const unit = sql.raw(`'${group}'`);
  const found = await rows<{ period: string; sales_cents: string; orders: number }>(
    db,
    sql`select to_char(date_trunc(${unit}, ${localPickup(restaurant.timeZone)}), 'YYYY-MM-DD') as period,
          sum(o.total_cents) as sales_cents, count(*)::int as orders
        from orders o where ${pickupIn(restaurant.id, start, end)} and o.status = 'completed'
        group by 1`,
  );
  const byPeriod = new Map(found.map((row) => [row.period, row]));
  return periodsOf(range.from, range.to, group).map((period) => {
    const row = byPeriod.get(period);
    return { period, sales: toDollars(cents(row?.sales_cents)), orders: row?.orders ?? 0 };
  });
}

/**
 * `GET /api/reports/dishes`: completed orders' lines per dish (a deleted dish by its name), best sellers first,
 * named as the dish is named now (as it was sold once deleted), with the options chosen and on how many.
 */
export async function dishesReport(
  db: Database,
  restaurant: OwnedRestaurant,
  range: ReportRange,
): Promise<DishReportRow[]> {
  const { start, end } = rangeInstants(range, restaurant.timeZone);
  const dishKey = sql`coalesce('food:' || i.food_id, 'name:' || i.name)`;
  const lines = sql`order_items i join orders o on o.id = i.order_id`;
  const completed = sql`${pickupIn(restaurant.id, start, end)} and o.status = 'completed'`;
  const [dishes, options] = await Promise.all([
    rows<{ dish: string; food_id: string | null; name: string; quantity: number; sales_cents: string }>(
      db,
      sql`select ${dishKey} as dish, i.food_id,
            coalesce(max(f.name), (array_agg(i.name order by o.pickup_time desc))[1]) as name,
            sum(i.quantity)::int as quantity, sum(i.unit_price_cents * i.quantity) as sales_cents
          from ${lines} left join foods f on f.id = i.food_id
          where ${completed}
          group by 1, 2
          order by sales_cents desc, quantity desc, name asc`,
    ),
    rows<{ dish: string; option_group: string; option_name: string; quantity: number }>(
      db,
      sql`select ${dishKey} as dish, opt->>'group' as option_group, opt->>'name' as option_name,
            sum(i.quantity)::int as quantity
          from ${lines} cross join lateral jsonb_array_elements(i.options) as opt
          where ${completed}
          group by 1, 2, 3
          order by 1, 4 desc, 2, 3`,
    ),
  ]);
  const optionsOf = new Map<string, DishReportRow['options']>();
  for (const option of options) {
    const list = optionsOf.get(option.dish) ?? [];
    list.push({ group: option.option_group, name: option.option_name, quantity: option.quantity });
    optionsOf.set(option.dish, list);
  }
  return dishes.map((dish) => ({
    foodId: dish.food_id,
    name: dish.name,
    quantity: dish.quantity,
    sales: toDollars(cents(dish.sales_cents)),
    options: optionsOf.get(dish.dish) ?? [],
  }));
}

/** `GET /api/reports/hours`: completed orders per weekday and hour of pickup, Monday first; empty hours left out. */
export async function hoursReport(
  db: Database,
  restaurant: OwnedRestaurant,
  range: ReportRange,
): Promise<HourReportRow[]> {
  const { start, end } = rangeInstants(range, restaurant.timeZone);
  const local = localPickup(restaurant.timeZone);
  const found = await rows<{ dow: number; hour: number; orders: number; sales_cents: string }>(
    db,
    sql`select extract(dow from ${local})::int as dow, extract(hour from ${local})::int as hour,
          count(*)::int as orders, sum(o.total_cents) as sales_cents
        from orders o where ${pickupIn(restaurant.id, start, end)} and o.status = 'completed'
        group by 1, 2`,
  );
  const mondayFirst = (dow: number) => (dow + 6) % 7;
  found.sort((a, b) => mondayFirst(a.dow) - mondayFirst(b.dow) || a.hour - b.hour);
  return found.map((row) => ({
    weekday: WEEK_DAYS[row.dow]!,
    hour: row.hour,
    orders: row.orders,
    sales: toDollars(cents(row.sales_cents)),
  }));
}

/** One line of `GET /api/reports/orders.csv`. */
export interface OrderLineExport {
  orderNumber: number;
  orderId: string;
  pickupDate: string;
  pickupTime: string;
  placedDate: string;
  status: string;
  customer: string | null;
  phone: string;
  paymentMethod: string;
  paymentStatus: string;
  cancellationReason: string | null;
  dish: string;
  options: { group: string; name: string }[];
  specialInstructions: string | null;
  quantity: number;
  unitPriceCents: number;
  discount: number;
  lineCents: number;
  orderTotalCents: number;
}

/** Every order whose pickup falls in the range, whatever its status, a row per line, in pickup order. */
export async function orderLines(
  db: Database,
  restaurant: OwnedRestaurant,
  range: ReportRange,
): Promise<OrderLineExport[]> {
  const { start, end } = rangeInstants(range, restaurant.timeZone);
  const local = localPickup(restaurant.timeZone);
  const found = await rows<{
    order_number: number;
    order_id: string;
    pickup_date: string;
    pickup_time: string;
    placed_date: string;
    status: string;
    customer: string | null;
    phone: string;
    payment_method: string;
    payment_status: string;
    cancellation_reason: string | null;
    dish: string;
    options: { group: string; name: string }[];
    special_instructions: string | null;
    quantity: number;
    unit_price_cents: number;
    discount: number;
    order_total_cents: number;
  }>(
    db,
    sql`select o.order_number, o.id as order_id,
          to_char(${local}, 'YYYY-MM-DD') as pickup_date, to_char(${local}, 'HH24:MI') as pickup_time,
          to_char(o.created_at at time zone ${restaurant.timeZone}, 'YYYY-MM-DD') as placed_date,
          o.status, u.name as customer, o.phone, o.payment_method, o.payment_status, o.cancellation_reason,
          i.name as dish, i.options, i.special_instructions, i.quantity, i.unit_price_cents, i.discount,
          o.total_cents as order_total_cents
        from orders o join order_items i on i.order_id = o.id left join users u on u.id = o.user_id
        where ${pickupIn(restaurant.id, start, end)}
        order by o.pickup_time, o.order_number, i.id`,
  );
  return found.map((row) => ({
    orderNumber: row.order_number,
    orderId: row.order_id,
    pickupDate: row.pickup_date,
    pickupTime: row.pickup_time,
    placedDate: row.placed_date,
    status: row.status,
    customer: row.customer,
    phone: row.phone,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    cancellationReason: row.cancellation_reason,
    dish: row.dish,
    options: row.options.map(({ group, name }) => ({ group, name })),
    specialInstructions: row.special_instructions,
    quantity: row.quantity,
    unitPriceCents: row.unit_price_cents,
    discount: row.discount,
    lineCents: row.unit_price_cents * row.quantity,
    orderTotalCents: row.order_total_cents,
  }));
}

/** The quarter hour a pickup falls in. */
const QUARTER_MS = 15 * 60_000;

/**
 * The overview's today (restaurant's time zone), counted as the reports count: sales so far (completed
 * pickups), today's pickups not cancelled, the ones still to be picked up per quarter hour (late ones included),
 * and the guests of today's reservations; and this week so far (Monday to today) against the same days of last
 * week.
 */
export async function todayAndWeek(
  db: Database,
  restaurant: OwnedRestaurant,
  now: Date,
): Promise<Pick<DashboardOverview, 'today' | 'week'>> {
  const { timeZone } = restaurant;
  const today = zonedToday(now, timeZone);
  const { start, end } = rangeInstants({ from: today, to: today }, timeZone);
  const monday = weekStartOf(today);
  const thisWeek = { from: monday, to: today };
  const lastWeek = { from: addDaysToIsoDate(monday, -7), to: addDaysToIsoDate(today, -7) };
  const active = sql.join(
    ACTIVE_ORDER_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const weekTotals = (range: ReportRange) => {
    const instants = rangeInstants(range, timeZone);
    return salesBetween(db, restaurant.id, instants.start, instants.end);
  };
  const [[day], due, covers, coversToCome, thisWeekTotals, lastWeekTotals] = await Promise.all([
    rows<{ sales_cents: string | null; orders: number }>(
      db,
      sql`select sum(o.total_cents) filter (where o.status = 'completed') as sales_cents,
            (count(*) filter (where o.status <> 'cancelled'))::int as orders
          from orders o where ${pickupIn(restaurant.id, start, end)}`,
    ),
    rows<{ pickup_time: Date; orders: number }>(
      db,
      sql`select o.pickup_time, count(*)::int as orders
          from orders o where ${pickupIn(restaurant.id, start, end)} and o.status in ('pending', ${active})
          group by 1 order by 1`,
    ),
    coversBetween(db, restaurant.id, start, end),
    coversBetween(db, restaurant.id, start, end, now),
    weekTotals(thisWeek),
    weekTotals(lastWeek),
  ]);
  const quarters = new Map<number, number>();
  for (const row of due) {
    const quarter = Math.floor(new Date(row.pickup_time).getTime() / QUARTER_MS) * QUARTER_MS;
    quarters.set(quarter, (quarters.get(quarter) ?? 0) + row.orders);
  }
  return {
    today: {
      date: today,
      sales: toDollars(cents(day?.sales_cents)),
      orders: day?.orders ?? 0,
      pickupsDue: [...quarters].map(([time, orders]) => ({ time: new Date(time).toISOString(), orders })),
      covers,
      coversToCome,
    },
    week: {
      thisWeek: { ...thisWeek, ...thisWeekTotals },
      lastWeek: { ...lastWeek, ...lastWeekTotals },
    },
  };
}
