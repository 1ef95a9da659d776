import {
  addDaysToIsoDate,
  orderingPausedMessage,
  pauseStopsPickup,
  RESTAURANT_INACTIVE_MESSAGES,
  zonedToday,
  type PickupRules,
  type ServiceSchedule,
} from '@flame/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { openingHours, restaurants } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import {
  orderingStateAt,
  readOrderingFacts,
  type EscalationColumns,
  type OrderingFacts,
} from '../restaurant/ordering-state';
import { toOpeningHours } from '../restaurant/service';
import { specialDaysFrom } from '../restaurant/special-days-read';

/** What decides, besides the weekly hours, whether an order may be placed now and for when. */
export interface OrderingRules {
  isActive: boolean;
  phone: string;
  /** Paused by the owner (until an instant, or until resumed), or by itself: unanswered or unwatched. */
  pause: { paused: boolean; until: Date | null };
  pickup: PickupRules;
  /** Orders per 15-minute slot; null for no limit. */
  capacity: number | null;
}

/** What a restaurant row says of ordering: switched on, its pause and automatic pauses, pickups and slots. */
export interface OrderingRuleColumns extends EscalationColumns {
  isActive: boolean;
  phone: string;
  pickupLeadMinutes: number;
  pickupWindowDays: number;
  pickupSlotCapacity: number | null;
}

/** The restaurant's columns that `OrderingRuleColumns` reads, for a select. */
export const ORDERING_RULE_COLUMNS = {
  isActive: restaurants.isActive,
  phone: restaurants.phone,
  orderingPaused: restaurants.orderingPaused,
  orderingPausedUntil: restaurants.orderingPausedUntil,
  pickupLeadMinutes: restaurants.pickupLeadMinutes,
  pickupWindowDays: restaurants.pickupWindowDays,
  pickupSlotCapacity: restaurants.pickupSlotCapacity,
  pauseWhenUnansweredMinutes: restaurants.pauseWhenUnansweredMinutes,
  pauseWhenUnwatchedMinutes: restaurants.pauseWhenUnwatchedMinutes,
  watchRuleSince: restaurants.watchRuleSince,
};

/** The ordering rules at `now` from what was read: the restaurant row, its schedule and the pause facts. */
export function orderingRulesOf(
  row: OrderingRuleColumns,
  schedule: ServiceSchedule,
  facts: OrderingFacts,
  now: Date,
): OrderingRules {
  return {
    isActive: row.isActive,
    phone: row.phone,
    pause: pauseOf(orderingStateAt(row, facts, schedule, now)),
    pickup: {
      leadMinutes: row.pickupLeadMinutes,
      windowDays: row.pickupWindowDays,
      specialDays: schedule.specialDays,
    },
    capacity: row.pickupSlotCapacity,
  };
}

/** The restaurant's ordering rules at `now`, with its special days from yesterday on (a night past midnight). */
export async function readOrderingRules(
  db: Database,
  restaurantId: string,
  timeZone: string,
  now: Date,
): Promise<OrderingRules> {
  const [[row], specialDays, hours, facts] = await Promise.all([
    db.select(ORDERING_RULE_COLUMNS).from(restaurants).where(eq(restaurants.id, restaurantId)).limit(1),
    specialDaysFrom(db, restaurantId, addDaysToIsoDate(zonedToday(now, timeZone), -1)),
    db.select().from(openingHours).where(eq(openingHours.restaurantId, restaurantId)),
    readOrderingFacts(db, restaurantId, now),
  ]);
  if (!row) throw notFound('The restaurant is not set up yet');
  return orderingRulesOf(row, { hours: toOpeningHours(hours), specialDays, timeZone }, facts, now);
}

const pauseOf = ({ reason, until }: { reason: string | null; until: Date | null }) => ({
  paused: reason !== null,
  until,
});

/**
 * 409 while the restaurant is switched off, or for a pickup that the pause stops (before its end; saying until
 * when, and whom to call). A pickup after a timed pause's end is taken while the pause lasts.
 */
export function assertTakingOrders(rules: OrderingRules, now: Date, timeZone: string, pickup: Date): void {
  if (!rules.isActive) throw conflict(RESTAURANT_INACTIVE_MESSAGES.orders);
  if (pauseStopsPickup(rules.pause, pickup))
    throw conflict(orderingPausedMessage(rules.pause.until, now, timeZone, rules.phone));
}
