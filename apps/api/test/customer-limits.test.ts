import type { Food } from '@flame/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, reservations, users } from '../src/db/schema';
import { menu, validPickupTime } from '../src/modules/orders/order-test-helpers';
import { booking, weeknight } from '../src/modules/tables/test-kit';
import { createUser } from './factories';
import { useTestApp } from './fixtures/test-app-fixture';
import { holdRowLock } from './held-row-lock';

/**
 * What one account may hold at once, under racing requests: of N requests sent together by one customer with a
 * limit of k, exactly k are stored and the others answer 409 with the limit's message.
 */

const ACTIVE_ORDERS = 3;
const UPCOMING_RESERVATIONS = 2;
const RACERS = 10;

let dishes: Food[];

const { ctx, tables } = useTestApp({
  config: {
    customerLimits: {
      activeOrders: ACTIVE_ORDERS,
      upcomingReservations: UPCOMING_RESERVATIONS,
      unverifiedActiveOrders: 1,
      unverifiedUpcomingReservations: 1,
    },
  },
  poolMax: 10,
  seed: true,
});
beforeAll(async () => {
  dishes = (await menu(ctx.app)).filter((food) => food.isAvailable);
});

describe('active pickup orders of one customer', () => {
  it(`stores exactly ${ACTIVE_ORDERS} of ${RACERS} racing orders and refuses the rest with 409`, async () => {
    const customer = await createUser(ctx.app, { name: 'Greedy Orderer' });
    const payload = {
      items: [{ foodId: dishes[0]!._id, quantity: 1 }],
      phone: '(555) 123-4567',
      paymentMethod: 'pay at restaurant',
      pickupTime: await validPickupTime(ctx.app),
    };
    const place = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders/pickup',
        headers: { ...customer.headers, 'idempotency-key': key },
        payload,
      });

    // Every racer waits on the account's row, held here, until all have arrived: at the account's lock, or
    // (were that lock missing) at its insert's check of the account, with its count already taken.
    const held = await holdRowLock(ctx.config.databaseUrl!, 'users', customer.id);
    const racing = Promise.all(Array.from({ length: RACERS }, (_, i) => place(`race-${i}`)));
    try {
      await held.waitForQueue(RACERS);
    } finally {
      await held.release();
    }
    const responses = await racing;
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(ACTIVE_ORDERS).fill(201),
      ...Array<number>(RACERS - ACTIVE_ORDERS).fill(409),
    ]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json()).toEqual({
      success: false,
      message:
        'You already have 3 active pickup orders. Please wait until one is picked up, or cancel one, before placing another.',
    });
    const stored = await ctx.db.select().from(orders).where(eq(orders.userId, customer.id));
    expect(stored).toHaveLength(ACTIVE_ORDERS);

    // A retry of a placed order's key still answers that order; a cancelled order frees its place.
    const placedKey = responses.findIndex((response) => response.statusCode === 201);
    expect((await place(`race-${placedKey}`)).statusCode).toBe(200);
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${stored[0]!.id}/cancel`,
      headers: customer.headers,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await place('after-cancel')).statusCode).toBe(201);
    expect((await place('past-the-limit')).statusCode).toBe(409);
  });
});

describe('upcoming reservations of one customer', () => {
  it(`stores exactly ${UPCOMING_RESERVATIONS} of ${RACERS} racing bookings (every table, one evening)`, async () => {
    const customer = await createUser(ctx.app, { name: 'Table Hoarder' });
    const date = weeknight(2, 0);
    const responses = await Promise.all(
      tables.map((table) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/restaurants/table/book',
          headers: customer.headers,
          payload: booking(table.id, { reservedDate: date, guests: 1 }),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([
      ...Array<number>(UPCOMING_RESERVATIONS).fill(201),
      ...Array<number>(tables.length - UPCOMING_RESERVATIONS).fill(409),
    ]);
    expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe(
      'You already have 2 upcoming reservations. Please cancel one before booking another.',
    );
    const stored = await ctx.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.userId, customer.id), eq(reservations.status, 'active')));
    expect(stored).toHaveLength(UPCOMING_RESERVATIONS);
  });
});

describe('an account whose address is not verified', () => {
  it(`stores exactly 1 of ${RACERS} racing orders, says why, and takes the account's cap once verified`, async () => {
    const customer = await createUser(ctx.app, { name: 'New Orderer', verified: false });
    const pickupTime = await validPickupTime(ctx.app);
    const place = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders/pickup',
        headers: { ...customer.headers, 'idempotency-key': key },
        payload: {
          items: [{ foodId: dishes[0]!._id, quantity: 1 }],
          phone: '(555) 123-4567',
          paymentMethod: 'pay at restaurant',
          pickupTime,
        },
      });

    const responses = await Promise.all(Array.from({ length: RACERS }, (_, i) => place(`new-${i}`)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201,
      ...Array<number>(RACERS - 1).fill(409),
    ]);
    const message =
      'Until you confirm your email address, you can have 1 active pickup order at a time. ' +
      'Open the link we emailed you (or ask for a new one), then order again.';
    expect(responses.find((response) => response.statusCode === 409)!.json()).toEqual({
      success: false,
      message,
      error: { emailVerified: [message] },
    });
    expect(await ctx.db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(1);

    await ctx.db.update(users).set({ emailVerifiedAt: ctx.app.now() }).where(eq(users.id, customer.id));
    expect((await place('verified-1')).statusCode).toBe(201);
    expect((await place('verified-2')).statusCode).toBe(201);
    expect((await place('verified-3')).statusCode).toBe(409);
  });

  it(`stores exactly 1 of the racing bookings of every table`, async () => {
    const customer = await createUser(ctx.app, { name: 'New Booker', verified: false });
    const date = weeknight(3, 0);
    const responses = await Promise.all(
      tables.map((table) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/restaurants/table/book',
          headers: customer.headers,
          payload: booking(table.id, { reservedDate: date, guests: 1 }),
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      201,
      ...Array<number>(tables.length - 1).fill(409),
    ]);
    expect(responses.find((response) => response.statusCode === 409)!.json().error).toEqual({
      emailVerified: [
        'Until you confirm your email address, you can hold 1 upcoming reservation. ' +
          'Open the link we emailed you (or ask for a new one), then book again.',
      ],
    });
  });
});
