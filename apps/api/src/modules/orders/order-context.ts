import type { OpeningHour, OptionGroupRule } from '@flame/shared';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { foods, openingHours, orders, restaurants } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { siteRestaurantId } from '../../lib/site-restaurant';
import { optionGroupsOf, outerFoodId } from '../foods/option-groups';
import { toOpeningHours, type OpeningHourRow } from '../restaurant/service';

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
 * Everything order placement reads, in ONE round trip: the site's restaurant, its opening
 * hours, the requested dishes and an earlier order with the same Idempotency-Key. Prepared once per
 * connection; an order is then this read, the session read before it and the insert statement after it.
 */
const orderContextQuery = preparedPerDatabase((db) =>
  db
    .select({
      restaurantId: restaurants.id,
      timeZone: restaurants.timeZone,
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

export async function readOrderContext(
  db: Database,
  params: { userId: string; key: string | undefined; foodIds: string[] },
): Promise<OrderContext> {
  const [row] = await orderContextQuery(db).execute({
    userId: params.userId,
    key: params.key ?? null,
    foodIds: params.foodIds,
  });
  if (!row) throw notFound('The restaurant is not set up yet');
  return {
    restaurantId: row.restaurantId,
    timeZone: row.timeZone,
    openingHours: toOpeningHours(row.hours),
    foods: row.foods,
    existingOrderId: row.existingOrderId,
  };
}
