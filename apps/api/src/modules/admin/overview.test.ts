import { dashboardOverviewSchema, zonedInstant, zonedToday, addDaysToIsoDate } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { orders, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { dashboardOverview } from './overview-service';

const ZONE = 'America/Chicago';

const { ctx, owner, restaurant } = useTestApp({ seed: true });

const getOverview = (headers: Record<string, string> = owner.headers) =>
  ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/overview', headers });

async function addOrder(status: (typeof orders.$inferInsert)['status'], totalCents: number, createdAt: Date) {
  await ctx.db.insert(orders).values({
    id: newId(),
    restaurantId: restaurant.id,
    status,
    phone: '512-555-0100',
    pickupTime: createdAt,
    totalCents,
    createdAt,
  });
}

describe('GET /api/admin/dashboard/overview', () => {
  it("answers the owner's numbers, counted from the database", async () => {
    const response = await getOverview();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const overview = dashboardOverviewSchema.parse(response.json().data);

    const all = await ctx.db.select().from(orders).where(eq(orders.restaurantId, restaurant.id));
    const customers = await ctx.db.select().from(users).where(eq(users.role, 'customer'));
    const countOf = (...statuses: string[]) => all.filter((o) => statuses.includes(o.status)).length;
    const completedCents = all
      .filter((o) => o.status === 'completed')
      .reduce((sum, o) => sum + o.totalCents, 0);
    expect(overview.users.total).toBe(customers.length);
    expect(overview.orders).toMatchObject({
      total: all.length,
      pending: countOf('pending'),
      active: countOf('confirmed', 'preparing', 'ready'),
      completed: countOf('completed'),
      cancelled: countOf('cancelled'),
    });
    expect(overview.revenue.total).toBeCloseTo(completedCents / 100, 2);
    expect(overview.orders.total).toBeGreaterThan(0);
  });

  it('refuses anonymous callers, customers and admins who do not own the restaurant', async () => {
    const customer = await createUser(ctx.app);
    const otherAdmin = await createUser(ctx.app, { role: 'admin' });
    const answers = await Promise.all([{}, customer.headers, otherAdmin.headers].map((h) => getOverview(h)));
    expect(answers.map((a) => a.statusCode)).toEqual([401, 403, 403]);
    expect(answers.every((a) => a.json().data === undefined)).toBe(true);
  });
});

describe('the overview numbers', () => {
  // 10:00 AM in the restaurant's zone, on a fixed day far from the seed's orders.
  const day = '2031-03-12';
  const now = zonedInstant(day, 10 * 60, ZONE);
  const earlyToday = zonedInstant(day, 30, ZONE);
  const lateYesterday = zonedInstant(addDaysToIsoDate(day, -1), 23 * 60 + 30, ZONE);

  it("counts 'today' from midnight in the restaurant's time zone, and revenue from completed orders only", async () => {
    expect(zonedToday(now, ZONE)).toBe(day);
    const before = await dashboardOverview(ctx.db, restaurant, now, ctx.app.mail.server);

    await addOrder('completed', 1234, earlyToday);
    await addOrder('preparing', 999, earlyToday);
    await addOrder('cancelled', 5000, lateYesterday);
    await addOrder('pending', 700, lateYesterday);
    await ctx.db.insert(users).values({
      id: newId(),
      name: 'Night Owl',
      email: `owl-${newId()}@example.test`,
      role: 'customer',
      createdAt: earlyToday,
    });
    await ctx.db.insert(users).values({
      id: newId(),
      name: 'Late Admin',
      email: `admin-${newId()}@example.test`,
      role: 'admin',
      createdAt: earlyToday,
    });

    const after = await dashboardOverview(ctx.db, restaurant, now, ctx.app.mail.server);
    expect(after.orders.total - before.orders.total).toBe(4);
    expect(after.orders.today - before.orders.today).toBe(2);
    expect(after.orders.completed - before.orders.completed).toBe(1);
    expect(after.orders.active - before.orders.active).toBe(1);
    expect(after.orders.cancelled - before.orders.cancelled).toBe(1);
    expect(after.orders.pending - before.orders.pending).toBe(1);
    expect(after.revenue.total - before.revenue.total).toBeCloseTo(12.34, 2);
    // Customers only: the admin account is not a user of the site in the owner's sense.
    expect(after.users.total - before.users.total).toBe(1);
    expect(after.users.newToday - before.users.newToday).toBe(1);
  });
});
