import { z } from 'zod';

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
});
export type DashboardOverview = z.infer<typeof dashboardOverviewSchema>;

/** The order statuses the overview counts as 'active': accepted and not yet picked up. */
export const ACTIVE_ORDER_STATUSES = ['confirmed', 'preparing', 'ready'] as const;
