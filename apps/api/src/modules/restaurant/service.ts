import {
  addDaysToIsoDate,
  formatClock,
  zonedToday,
  NO_SOCIAL_LINKS,
  WEEK_DAYS,
  type OpeningHour,
  type Restaurant,
} from '@flame/shared';
import { asc, avg, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, openingHours, restaurants, reviews } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { siteRestaurant } from '../../lib/site-restaurant';
import { orderingStateAt, readOrderingFacts } from './ordering-state';
import { specialDaysFrom } from './special-days-read';

type RestaurantRow = typeof restaurants.$inferSelect;
export type OpeningHourRow = typeof openingHours.$inferSelect;

export function toOpeningHours(rows: Omit<OpeningHourRow, 'restaurantId'>[]): OpeningHour[] {
  return WEEK_DAYS.map((day, index) => {
    const row = rows.find((r) => r.dayOfWeek === index);
    if (!row || row.isClosed || row.opensAt === null || row.closesAt === null) {
      return { day, open: null, close: null, isClosed: true };
    }
    return { day, open: formatClock(row.opensAt), close: formatClock(row.closesAt), isClosed: false };
  });
}

/** Tells a caller when an answer stops holding by the clock alone (a pause ending or starting by itself). */
export type AnswerExpiry = (instant: Date) => void;

async function toRestaurantDto(
  db: Database,
  row: RestaurantRow,
  now: Date,
  expiresAt?: AnswerExpiry,
): Promise<Restaurant> {
  const [hours, team, [rating], specialDays, facts] = await Promise.all([
    db.select().from(openingHours).where(eq(openingHours.restaurantId, row.id)),
    db.select().from(members).where(eq(members.restaurantId, row.id)).orderBy(asc(members.createdAt)),
    db
      .select({ average: avg(reviews.rating), total: count() })
      .from(reviews)
      .where(eq(reviews.restaurantId, row.id)),
    specialDaysFrom(db, row.id, addDaysToIsoDate(zonedToday(now, row.timeZone), -1)),
    readOrderingFacts(db, row.id, now),
  ]);
  const weekly = toOpeningHours(hours);
  const state = orderingStateAt(row, facts, { hours: weekly, specialDays, timeZone: row.timeZone }, now);
  if (state.changesAt) expiresAt?.(state.changesAt);
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    about: row.about,
    phone: row.phone,
    email: row.email,
    cuisineType: row.cuisineTypes,
    isActive: row.isActive,
    rating: rating?.average ? Math.round(Number(rating.average) * 10) / 10 : 0,
    totalReviews: rating?.total ?? 0,
    images: row.heroImages,
    openingHours: weekly,
    address: {
      street: row.street,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      country: row.country,
      coordinates: { lat: row.lat, lng: row.lng },
    },
    timeZone: row.timeZone,
    socialLinks: { ...NO_SOCIAL_LINKS, ...row.socialLinks },
    members: team.map((m) => ({ _id: m.id, name: m.name, role: m.role, image: m.image })),
    orderingPaused: state.reason !== null,
    orderingPausedUntil: state.until?.toISOString() ?? null,
    orderingPausedReason: state.reason,
    pickupLeadMinutes: row.pickupLeadMinutes,
    pickupWindowDays: row.pickupWindowDays,
    pickupSlotCapacity: row.pickupSlotCapacity,
    turnMinutesByPartySize: row.turnMinutesByPartySize,
    coversPer15Minutes: row.coversPer15Minutes,
    bookingWindowDays: row.bookingWindowDays,
    bookingCutoffMinutes: row.bookingCutoffMinutes,
    maxOnlinePartySize: row.maxOnlinePartySize,
    alertEmailAfterMinutes: row.alertEmailAfterMinutes,
    customerNoticeAfterMinutes: row.customerNoticeAfterMinutes,
    pauseWhenUnansweredMinutes: row.pauseWhenUnansweredMinutes,
    pauseWhenUnwatchedMinutes: row.pauseWhenUnwatchedMinutes,
  };
}

/**
 * The restaurants, oldest first; the site is one restaurant, so screens use the first. A pause is read at `now`;
 * `expiresAt` hears when the answer stops holding by the clock alone.
 */
export async function listRestaurants(
  db: Database,
  now: Date,
  expiresAt?: AnswerExpiry,
): Promise<Restaurant[]> {
  const rows = await db.select().from(restaurants).orderBy(asc(restaurants.createdAt));
  return Promise.all(rows.map((row) => toRestaurantDto(db, row, now, expiresAt)));
}

export async function getRestaurant(db: Database, id: string, now: Date): Promise<Restaurant> {
  const [row] = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
  if (!row) throw notFound('Restaurant not found');
  return toRestaurantDto(db, row, now);
}

export async function currentOpeningHours(
  db: Database,
): Promise<{ openingHours: OpeningHour[]; timeZone: string }> {
  const restaurant = await siteRestaurant(db);
  const rows = await db.select().from(openingHours).where(eq(openingHours.restaurantId, restaurant.id));
  return { openingHours: toOpeningHours(rows), timeZone: restaurant.timeZone };
}

export async function currentMembers(db: Database): Promise<{ members: Restaurant['members'] }> {
  const restaurant = await siteRestaurant(db);
  const team = await db
    .select()
    .from(members)
    .where(eq(members.restaurantId, restaurant.id))
    .orderBy(asc(members.createdAt));
  return { members: team.map((m) => ({ _id: m.id, name: m.name, role: m.role, image: m.image })) };
}
