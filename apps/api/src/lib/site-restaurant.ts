import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { restaurants, type users } from '../db/schema';
import { forbidden, notFound, type AppError } from './errors';

type Executor = Pick<Database, 'select'>;
export type RestaurantRow = typeof restaurants.$inferSelect;
/** The owner's restaurant as `requireOwner` hands it to a route. */
export type OwnedRestaurant = Pick<RestaurantRow, 'id' | 'timeZone'>;

/** The one answer every owner-only call gives to anyone but the owner. */
export const OWNER_ONLY_MESSAGE = 'Only the restaurant owner can do this';

/** 403 with the owner-only message. */
export const ownerOnly = (): AppError => forbidden(OWNER_ONLY_MESSAGE);

/**
 * The site is one restaurant: the first one created. This subquery is that rule, for reads that take the
 * restaurant in the same round trip as their own rows (`where(eq(restaurants.id, siteRestaurantId(db)))`).
 */
export function siteRestaurantId(db: Executor) {
  return db.select({ id: restaurants.id }).from(restaurants).orderBy(asc(restaurants.createdAt)).limit(1);
}

/** The site's restaurant, or undefined before one is set up. */
export async function findSiteRestaurant(db: Executor): Promise<RestaurantRow | undefined> {
  const [row] = await db
    .select()
    .from(restaurants)
    .where(eq(restaurants.id, siteRestaurantId(db)));
  return row;
}

/** The site's restaurant; 404 before one is set up. */
export async function siteRestaurant(db: Executor): Promise<RestaurantRow> {
  const row = await findSiteRestaurant(db);
  if (!row) throw notFound('The restaurant is not set up yet');
  return row;
}

/** The owner of a restaurant: an admin whose id the restaurant names. */
export function isOwnerOf(
  user: Pick<typeof users.$inferSelect, 'id' | 'role'> | null,
  restaurant: Pick<RestaurantRow, 'ownerId'> | undefined,
): boolean {
  return user !== null && user.role === 'admin' && restaurant !== undefined && restaurant.ownerId === user.id;
}

/** The site's restaurant when `user` is its owner, else null (no read for a caller who is not an admin). */
export async function restaurantOwnedBy(
  db: Executor,
  user: Pick<typeof users.$inferSelect, 'id' | 'role'> | null,
): Promise<RestaurantRow | null> {
  if (user?.role !== 'admin') return null;
  const restaurant = await findSiteRestaurant(db);
  return restaurant && isOwnerOf(user, restaurant) ? restaurant : null;
}
