import {
  ACTIVE_ORDER_STATUSES,
  toDollars,
  zonedInstant,
  zonedToday,
  type DashboardOverview,
} from '@flame/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, users } from '../../db/schema';
import type { OwnedRestaurant } from '../../lib/site-restaurant';
import { mailHealth } from '../mail/admin-service';
import type { MailServerChecker } from '../mail/server-check';
import { todayAndWeek } from '../reports/service';

/** Midnight of today in the restaurant's time zone: where 'today' starts for the owner. */
export function startOfRestaurantDay(now: Date, timeZone: string): Date {
  return zonedInstant(zonedToday(now, timeZone), 0, timeZone);
}

const countIf = (condition: ReturnType<typeof sql>) => sql<number>`count(*) filter (where ${condition})::int`;

/**
 * The dashboard's overview: customer accounts, the restaurant's orders by status, and the
 * revenue of its completed orders in dollars; then today at a glance and this week against last week, counted as
 * the reports count. 'Today' is read in the restaurant's time zone. Last, email that could not be sent and whether
 * the mail server answers.
 */
export async function dashboardOverview(
  db: Database,
  restaurant: OwnedRestaurant,
  now: Date,
  mailServer: MailServerChecker,
): Promise<DashboardOverview> {
  const todayStart = startOfRestaurantDay(now, restaurant.timeZone);
  const activeList = sql.join(
    ACTIVE_ORDER_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [[people], [orderCounts], glance, mail] = await Promise.all([
    db
      .select({ total: count(), newToday: countIf(sql`${users.createdAt} >= ${todayStart}`) })
      .from(users)
      .where(eq(users.role, 'customer')),
    db
      .select({
        total: count(),
        today: countIf(sql`${orders.createdAt} >= ${todayStart}`),
        pending: countIf(sql`${orders.status} = 'pending'`),
        active: countIf(sql`${orders.status} in (${activeList})`),
        completed: countIf(sql`${orders.status} = 'completed'`),
        cancelled: countIf(sql`${orders.status} = 'cancelled'`),
        revenueCents: sql<
          string | null
        >`sum(${orders.totalCents}) filter (where ${orders.status} = 'completed')`,
      })
      .from(orders)
      .where(eq(orders.restaurantId, restaurant.id)),
    todayAndWeek(db, restaurant, now),
    mailHealth(db, mailServer),
  ]);
  const { revenueCents, ...orderTotals } = orderCounts!;
  return {
    users: { total: people!.total, newToday: people!.newToday },
    orders: orderTotals,
    revenue: { total: toDollars(Number(revenueCents ?? 0)) },
    ...glance,
    mail,
  };
}
