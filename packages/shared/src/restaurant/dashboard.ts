import { z } from 'zod';
import { mailHealthSchema } from '../messages/mail';

const count = z.number().int().nonnegative();

/** `GET /api/admin/dashboard/overview`; revenue in dollars. */
export const dashboardOverviewSchema = z.object({
  users: z.object({ total: count, newToday: count }),
  orders: z.object({
    total: count,
    today: count,
    pending: count,
    active: count,
    completed: count,
    cancelled: count,
  }),
  revenue: z.object({ total: z.number().nonnegative() }),
  /** Today in the restaurant's time zone, counted as the reports count (decision 042). */
  today: z.object({
    /** 'YYYY-MM-DD'. */
    date: z.string(),
    /** Dollars of today's completed pickups so far. */
    sales: z.number().nonnegative(),
    /** Today's pickups that are not cancelled, whatever their state. */
    orders: count,
    /** Today's pickups not picked up yet, per quarter hour of pickup (ISO instant of the quarter), earliest first. */
    pickupsDue: z.array(z.object({ time: z.string(), orders: count })),
    /** Guests of today's reservations, and of those not over yet. */
    covers: count,
    coversToCome: count,
  }),
  /** This week so far (Monday to today) against the same days of last week: completed orders. */
  week: z.object({
    thisWeek: z.object({ from: z.string(), to: z.string(), sales: z.number().nonnegative(), orders: count }),
    lastWeek: z.object({ from: z.string(), to: z.string(), sales: z.number().nonnegative(), orders: count }),
  }),
  /** Email that could not be sent, and whether the mail server answers. */
  mail: mailHealthSchema,
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** The order statuses the overview counts as 'active': accepted and not yet picked up. */
export const ACTIVE_ORDER_STATUSES = ['confirmed', 'preparing', 'ready'] as const;
