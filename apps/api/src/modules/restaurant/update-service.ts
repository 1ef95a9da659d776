import {
  ESCALATION_DEFAULTS,
  halfHourMinutes,
  WEEK_DAYS,
  type EscalationSetting,
  type OpeningHourInput,
  type Restaurant,
  type RestaurantUpdate,
} from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openingHours, restaurants } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { lockServiceSchedule, refreshSoldOutEnds } from './sold-out-ends';
import { getRestaurant } from './service';

const ESCALATION_SETTINGS = Object.keys(ESCALATION_DEFAULTS) as EscalationSetting[];
const BOOKING_SETTINGS = [
  'turnMinutesByPartySize',
  'coversPer15Minutes',
  'bookingWindowDays',
  'bookingCutoffMinutes',
  'maxOnlinePartySize',
] as const;

type RestaurantColumns = Partial<typeof restaurants.$inferInsert>;
type OpeningHourRow = typeof openingHours.$inferInsert;

/** The restaurant columns a validated update changes; fields left out stay as they are. */
function restaurantColumns(update: RestaurantUpdate, now: Date): RestaurantColumns {
  const columns: RestaurantColumns = {};
  if (update.name !== undefined) columns.name = update.name;
  if (update.description !== undefined) columns.description = update.description;
  if (update.phone !== undefined) columns.phone = update.phone;
  if (update.email !== undefined) columns.email = update.email;
  if (update.cuisineType !== undefined) columns.cuisineTypes = update.cuisineType;
  if (update.isActive !== undefined) columns.isActive = update.isActive;
  if (update.images !== undefined) columns.heroImages = update.images;
  if (update.about !== undefined) columns.about = update.about;
  if (update.socialLinks !== undefined) columns.socialLinks = update.socialLinks;
  if (update.pickupLeadMinutes !== undefined) columns.pickupLeadMinutes = update.pickupLeadMinutes;
  if (update.pickupWindowDays !== undefined) columns.pickupWindowDays = update.pickupWindowDays;
  if (update.pickupSlotCapacity !== undefined) columns.pickupSlotCapacity = update.pickupSlotCapacity;
  for (const setting of BOOKING_SETTINGS) {
    if (update[setting] !== undefined) Object.assign(columns, { [setting]: update[setting] });
  }
  for (const setting of ESCALATION_SETTINGS) {
    if (update[setting] !== undefined) columns[setting] = update[setting];
  }
  // A changed 'no dashboard open' rule counts from now, not from a dashboard closed long ago.
  if (update.pauseWhenUnwatchedMinutes !== undefined) columns.watchRuleSince = now;
  if (update.address !== undefined) {
    const { coordinates, ...address } = update.address;
    Object.assign(columns, address, { lat: coordinates.lat, lng: coordinates.lng });
  }
  return columns;
}

/** A validated day as its row: minutes after midnight, closing at midnight stored as 1440; a closed day keeps no times. */
export function openingHourRow(restaurantId: string, hour: OpeningHourInput): OpeningHourRow {
  const dayOfWeek = WEEK_DAYS.indexOf(hour.day);
  const opensAt = hour.open === null ? undefined : halfHourMinutes(hour.open);
  const closesAt = hour.close === null ? undefined : halfHourMinutes(hour.close, { closing: true });
  if (hour.isClosed || opensAt === undefined || closesAt === undefined) {
    return { restaurantId, dayOfWeek, opensAt: null, closesAt: null, isClosed: true };
  }
  return { restaurantId, dayOfWeek, opensAt, closesAt, isClosed: false };
}

/**
 * Applies the changed fields of `PUT /api/restaurants/{id}` in one transaction (the week's hours are replaced
 * whole) and answers the restaurant as the public API reads it.
 */
export async function updateRestaurant(
  db: Database,
  id: string,
  update: RestaurantUpdate,
  now: Date,
): Promise<Restaurant> {
  await db.transaction(async (tx) => {
    await lockServiceSchedule(tx, id);
    const columns = restaurantColumns(update, now);
    const [row] = await tx
      .update(restaurants)
      .set({ ...columns, updatedAt: now })
      .where(eq(restaurants.id, id))
      .returning({ id: restaurants.id });
    if (!row) throw notFound('Restaurant not found');
    if (update.openingHours) {
      await tx.delete(openingHours).where(eq(openingHours.restaurantId, id));
      await tx.insert(openingHours).values(update.openingHours.map((hour) => openingHourRow(id, hour)));
    }
    if (update.openingHours) await refreshSoldOutEnds(tx, id, now);
  });
  return getRestaurant(db, id, now);
}
