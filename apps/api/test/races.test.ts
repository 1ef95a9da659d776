import { canTransition, needsChoices, type Food, type Order, type OrderStatus } from '@flame/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { foods, orderEvents, orderItems, orders, trackings, users } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { hashPassword } from '../src/lib/passwords';
import { openSession } from '../src/modules/auth/service';
import { menu, placeOrder, setStatus, validPickupTime } from '../src/modules/orders/order-test-helpers';
import { createUser, type TestUser } from './factories';
import { useTestApp } from './fixtures/test-app-fixture';

/**
 * Races: 100 customers ordering at the same moment all get their order, priced by the server; status
 * changes fired at one order at once leave a status reachable by allowed steps and a history in order.
 */

let dishes: Food[];

// The production pool size, so the requests queue for connections as they would in production.
const { ctx, owner } = useTestApp({ poolMax: 10, seed: true });
beforeAll(async () => {
  dishes = (await menu(ctx.app)).filter((food) => food.isAvailable && !needsChoices(food));
  expect(dishes.length).toBeGreaterThanOrEqual(3);
});

/**
 * Customers with live sessions, as `createUser` makes them but with one password hash for all: a hundred
 * scrypt hashes at once fill libuv's thread pool, and the database connections (SCRAM) time out behind them.
 */
async function createCustomers(count: number): Promise<TestUser[]> {
  const password = 'correct-horse-battery';
  const passwordHash = await hashPassword(password);
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    name: `Racer ${i}`,
    email: `racer${i}-${newId().slice(-6)}@example.test`,
    role: 'customer' as const,
  }));
  await ctx.db.insert(users).values(rows.map((row) => ({ ...row, passwordHash })));
  return Promise.all(
    rows.map(async (row) => {
      const token = await openSession(ctx.app.db, ctx.app.auth, row.id, ctx.app.now());
      return { ...row, password, token, headers: { authorization: `Bearer ${token}` } };
    }),
  );
}

describe('100 concurrent orders from 100 customers', () => {
  it('stores every one, once, with the total computed by the server from the database', async () => {
    const customers = await createCustomers(100);
    const pickupTime = await validPickupTime(ctx.app);
    // Each cart is different; every line claims a price of one cent, which the server must ignore.
    const carts = customers.map((_, i) => [
      { foodId: dishes[i % dishes.length]!._id, quantity: 1 + (i % 4), price: 0.01 },
      { foodId: dishes[(i + 1) % dishes.length]!._id, quantity: 1 + (i % 3), price: 0.01 },
    ]);

    const responses = await Promise.all(
      customers.map((customer, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/orders/pickup',
          headers: customer.headers,
          payload: {
            items: carts[i],
            phone: '(555) 123-4567',
            paymentMethod: 'pay at restaurant',
            pickupTime,
            total: 0.01,
          },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 201));

    // What the database holds, checked against prices read from the database (rounded to the cent, half up).
    const ids = customers.map((customer) => customer.id);
    const stored = await ctx.db.select().from(orders).where(inArray(orders.userId, ids));
    expect(stored).toHaveLength(100);
    expect(new Set(stored.map((order) => order.userId)).size).toBe(100);
    const priceRows = await ctx.db
      .select({ id: foods.id, cents: foods.priceCents, discount: foods.discount })
      .from(foods);
    const unitCents = new Map(
      priceRows.map((row) => [row.id, Math.round((row.cents * (100 - row.discount)) / 100)]),
    );
    const orderIds = stored.map((order) => order.id);
    const items = await ctx.db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
    const events = await ctx.db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds));
    const tracked = await ctx.db.select().from(trackings).where(inArray(trackings.orderId, orderIds));
    expect(items).toHaveLength(200);
    expect(events.map((event) => event.status)).toEqual(orderIds.map(() => 'pending'));
    expect(tracked).toHaveLength(100);

    for (const [i, customer] of customers.entries()) {
      const order = stored.find((row) => row.userId === customer.id)!;
      const expected = carts[i]!.reduce((sum, line) => sum + unitCents.get(line.foodId)! * line.quantity, 0);
      expect(order.totalCents, customer.name).toBe(expected);
      expect(order.status).toBe('pending');
      const lines = items.filter((item) => item.orderId === order.id);
      expect(lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0)).toBe(expected);
      const answered = responses[i]!.json().data as Order;
      expect([answered._id, Math.round(answered.total * 100)]).toEqual([order.id, expected]);
    }
  });
});

describe('concurrent status changes of one order', () => {
  const TARGETS: OrderStatus[] = ['confirmed', 'preparing', 'ready', 'completed', 'cancelled'];

  it.each([1, 2, 3, 4, 5])(
    'round %i: a valid status reached by allowed steps, a history in order, one entry per accepted change',
    async (round) => {
      const customer = await createUser(ctx.app);
      const order = await placeOrder(ctx.app, customer.headers);
      // Every target twice, in a different order each round, all fired at once.
      const twice = [...TARGETS, ...TARGETS];
      const shift = (round * 3) % twice.length;
      const targets = [...twice.slice(shift), ...twice.slice(0, shift)];
      const responses = await Promise.all(
        targets.map((status) => setStatus(ctx.app, owner.headers, order._id, status)),
      );
      for (const response of responses) expect([200, 409], response.body).toContain(response.statusCode);
      const accepted = targets.filter((_, i) => responses[i]!.statusCode === 200);
      expect(accepted.length).toBeGreaterThanOrEqual(1);

      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, order._id));
      const history = await ctx.db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, order._id))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
      const steps = history.map((event) => event.status);
      expect(steps[0]).toBe('pending');
      for (let i = 1; i < steps.length; i++) {
        expect(
          canTransition(steps[i - 1]!, steps[i]!),
          `${steps[i - 1]} → ${steps[i]} in ${steps.join(', ')}`,
        ).toBe(true);
        expect(history[i]!.createdAt.getTime()).toBeGreaterThanOrEqual(history[i - 1]!.createdAt.getTime());
      }
      expect(steps.at(-1)).toBe(row!.status);
      expect([...steps.slice(1)].sort()).toEqual([...accepted].sort());
      if (row!.status === 'completed') expect(row!.paymentStatus).toBe('paid');

      // The customer's tracking page and order show the same history, in the same order.
      const tracking = await ctx.app.inject({
        method: 'GET',
        url: `/api/tracking/order/${order._id}`,
        headers: customer.headers,
      });
      expect(tracking.json().data.statusHistory.map((entry: { status: string }) => entry.status)).toEqual(
        steps,
      );
      const seen = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders/${order._id}`,
        headers: customer.headers,
      });
      expect(seen.json().data).toMatchObject({ status: row!.status });
      expect(seen.json().data.statusHistory.map((entry: { status: string }) => entry.status)).toEqual(steps);
    },
  );

  it('lets exactly one of two racing cancellations (customer and owner) through', async () => {
    const customer = await createUser(ctx.app);
    const order = await placeOrder(ctx.app, customer.headers);
    const [byCustomer, byOwner] = await Promise.all([
      ctx.app.inject({ method: 'PATCH', url: `/api/orders/${order._id}/cancel`, headers: customer.headers }),
      setStatus(ctx.app, owner.headers, order._id, 'cancelled'),
    ]);
    expect([byCustomer.statusCode, byOwner.statusCode].sort()).toEqual([200, 409]);
    const history = await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
    expect(history.map((event) => event.status).sort()).toEqual(['cancelled', 'pending']);
  });
});
