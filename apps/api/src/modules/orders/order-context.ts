import type { OpeningHour, OptionGroupRule, SpecialDay } from '@flame/shared';
import { and, asc, eq, getTableName, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { dashboardWatchers, foods, openingHours, orders, restaurants, specialDays } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { siteRestaurantId } from '../../lib/site-restaurant';
import { WATCHER_STALE_MS } from '../../plugins/dashboard-watchers';
import { optionGroupsOf, outerFoodId } from '../foods/option-groups';
import { toOpeningHours, type OpeningHourRow } from '../restaurant/service';
import { toSpecialDay } from '../restaurant/special-days-read';
import { ORDERING_RULE_COLUMNS, orderingRulesOf, type OrderingRules } from './ordering-rules';

/** What an order line needs of a dish: its price now, and whether it may be ordered. */
export interface OrderableFood {
  id: string;
  name: string;
  images: string[];
  priceCents: number;
  discount: number;
  isAvailable: boolean;
  deleted: boolean;
  /** ISO instant until which the dish is sold out today, or null. */
  soldOutUntil: string | null;
  /** Its option groups and their choices now, in cents. */
  optionGroups: OptionGroupRule[];
}

export interface OrderContext {
  restaurantId: string;
  timeZone: string;
  openingHours: OpeningHour[];
  /** The requested dishes of this restaurant (unknown ids are simply missing). */
  foods: OrderableFood[];
  /** The order this customer already placed with this Idempotency-Key, if any. */
  existingOrderId: string | null;
  /** Whether, and for when, the restaurant takes orders at the instant the context was read for. */
  rules: OrderingRules;
}

const json = (entries: Record<string, unknown>) =>
  sql.join(
    Object.entries(entries).map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  );

/**
 * The outer restaurant's id, qualified: in a one-table select Drizzle leaves column names unqualified, and an
 * unqualified "id" inside a subquery would name the subquery's own table.
 */
const outerRestaurantId = sql`${sql.identifier(getTableName(restaurants))}.${sql.identifier(restaurants.id.name)}`;

/**
 * Everything order placement reads before it writes, in ONE round trip: the site's restaurant with its ordering
 * rules, its opening hours, its special days from yesterday on (in its time zone: a night past midnight), the
 * oldest pending order and the open owner dashboards (the automatic pauses), the requested dishes and an earlier
 * order with the same Idempotency-Key. Prepared once per connection.
 */
const orderContextQuery = preparedPerDatabase((db) =>
  db
    .select({
      restaurantId: restaurants.id,
      timeZone: restaurants.timeZone,
      ...ORDERING_RULE_COLUMNS,
      specialDays: sql<SpecialDayJson[]>`coalesce((
        select json_agg(json_build_object(${json({
          id: specialDays.id,
          date: specialDays.date,
          isClosed: specialDays.isClosed,
          opensAt: specialDays.opensAt,
          closesAt: specialDays.closesAt,
          note: specialDays.note,
        })}) order by ${asc(specialDays.date)})
        from ${specialDays}
        where ${specialDays.restaurantId} = ${outerRestaurantId}
          and ${specialDays.date} >= ((${sql.placeholder('now')}::timestamptz at time zone ${restaurants.timeZone})::date - 1)), '[]')`,
      oldestPendingAt: sql<string | null>`(
        select min(${orders.createdAt}) from ${orders}
        where ${orders.restaurantId} = ${outerRestaurantId} and ${orders.status} = 'pending')`,
      watching: sql<number>`(
        select coalesce(sum(${dashboardWatchers.streams}) filter (where ${dashboardWatchers.streams} > 0
          and ${dashboardWatchers.seenAt} > ${sql.placeholder('staleBefore')}::timestamptz), 0)::int
        from ${dashboardWatchers} where ${dashboardWatchers.restaurantId} = ${outerRestaurantId})`,
      lastWatchedAt: sql<string | null>`(
        select max(case when ${dashboardWatchers.streams} > 0 then ${dashboardWatchers.seenAt}
          else ${dashboardWatchers.lastWatchedAt} end)
        from ${dashboardWatchers} where ${dashboardWatchers.restaurantId} = ${outerRestaurantId})`,
      hours: sql<Omit<OpeningHourRow, 'restaurantId'>[]>`coalesce((
        select json_agg(json_build_object(${json({
          dayOfWeek: openingHours.dayOfWeek,
          opensAt: openingHours.opensAt,
          closesAt: openingHours.closesAt,
          isClosed: openingHours.isClosed,
        })}))
        from ${openingHours} where ${openingHours.restaurantId} = ${outerRestaurantId}), '[]')`,
      foods: sql<OrderableFood[]>`coalesce((
        select json_agg(json_build_object(${json({
          id: foods.id,
          name: foods.name,
          images: foods.images,
          priceCents: foods.priceCents,
          discount: foods.discount,
          isAvailable: foods.isAvailable,
          deleted: sql`${foods.deletedAt} is not null`,
          soldOutUntil: foods.soldOutUntil,
          optionGroups: optionGroupsOf(outerFoodId),
        })}))
        from ${foods}
        where ${foods.id} = any(${sql.placeholder('foodIds')}::text[])
          and ${foods.restaurantId} = ${outerRestaurantId}), '[]')`,
      existingOrderId: sql<string | null>`(
        select ${orders.id} from ${orders}
        where ${and(
          eq(orders.userId, sql.placeholder('userId')),
          eq(orders.idempotencyKey, sql.placeholder('key')),
        )})`,
    })
    .from(restaurants)
    .where(eq(restaurants.id, siteRestaurantId(db)))
    .prepare('order_context'),
);

/** A special day as the query's JSON holds it. */
type SpecialDayJson = Parameters<typeof toSpecialDay>[0];

const instantOrNull = (value: string | null) => (value === null ? null : new Date(value));

export async function readOrderContext(
  db: Database,
  params: { userId: string; key: string | undefined; foodIds: string[]; now: Date },
): Promise<OrderContext> {
  const { now } = params;
  const [row] = await orderContextQuery(db).execute({
    userId: params.userId,
    key: params.key ?? null,
    foodIds: params.foodIds,
    now: now.toISOString(),
    staleBefore: new Date(now.getTime() - WATCHER_STALE_MS).toISOString(),
  });
  if (!row) throw notFound('The restaurant is not set up yet');
  const hours = toOpeningHours(row.hours);
  const days: SpecialDay[] = row.specialDays.map(toSpecialDay);
  const facts = {
    oldestPendingAt: instantOrNull(row.oldestPendingAt),
    watching: Number(row.watching),
    lastWatchedAt: instantOrNull(row.lastWatchedAt),
  };
  return {
    restaurantId: row.restaurantId,
    timeZone: row.timeZone,
    openingHours: hours,
    foods: row.foods,
    existingOrderId: row.existingOrderId,
    rules: orderingRulesOf(row, { hours, specialDays: days, timeZone: row.timeZone }, facts, now),
  };
}
