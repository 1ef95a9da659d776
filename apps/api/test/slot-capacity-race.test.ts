import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../src/db/schema';
import { newId } from '../src/lib/ids';
import { hashPassword } from '../src/lib/passwords';
import { openSession } from '../src/modules/auth/service';
import { orderBody } from '../src/modules/orders/order-test-helpers';
import { SLOT_FULL_MESSAGE } from '../src/modules/orders/slot-capacity';
import { useTestApp } from './fixtures/test-app-fixture';
import { holdRowLock } from './held-row-lock';

/**
 * A pickup slot's capacity holds under racing orders: 30 customers send their order for the same slot at once,
 * over real HTTP connections to a listening server, and exactly as many as the slot holds are stored.
 */

const RACERS = 30;
const CAPACITY = 3;
let baseUrl: string;

// The production pool size, so the requests queue for connections as they would in production.
const POOL_MAX = 10;
const { ctx, owner, restaurant } = useTestApp({ poolMax: POOL_MAX, seed: true });
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  baseUrl = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
});

/** Customers with live sessions sharing one password hash (thirty scrypt hashes at once would crowd the pool). */
async function createCustomers(count: number): Promise<{ authorization: string }[]> {
  const passwordHash = await hashPassword('correct-horse-battery');
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    name: `Slot racer ${i}`,
    email: `slot-racer${i}-${newId().slice(-6)}@example.test`,
    role: 'customer' as const,
    passwordHash,
  }));
  await ctx.db.insert(users).values(rows);
  return Promise.all(
    rows.map(async (row) => ({
      authorization: `Bearer ${await openSession(ctx.app.db, ctx.app.auth, row.id, ctx.app.now())}`,
    })),
  );
}

describe(`${RACERS} racing orders for a slot with room for ${CAPACITY}`, () => {
  it(`store exactly ${CAPACITY}; the others are told the slot is full`, async () => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/restaurants/${restaurant.id}`,
      headers: owner.headers,
      payload: { pickupSlotCapacity: CAPACITY },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const customers = await createCustomers(RACERS);
    const body = JSON.stringify(await orderBody(ctx.app));
    // The racers in the database wait on the restaurant's row, held here, until all have arrived: at the slot's
    // lock, or (were that lock missing) at their insert's check of the restaurant, with the slot counted.
    const held = await holdRowLock(ctx.config.databaseUrl!, 'restaurants', restaurant!.id);
    const racing = Promise.all(
      customers.map((headers) =>
        fetch(`${baseUrl}/api/orders/pickup`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body,
        }).then(async (response) => ({ status: response.status, json: await response.json() })),
      ),
    );
    try {
      await held.waitForQueue(POOL_MAX);
    } finally {
      await held.release();
    }
    const responses = await racing;

    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([...Array(CAPACITY).fill(201), ...Array(RACERS - CAPACITY).fill(409)]);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.json).toMatchObject({ success: false, message: SLOT_FULL_MESSAGE });
    }
    const pickupTime = new Date((JSON.parse(body) as { pickupTime: string }).pickupTime);
    const stored = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.restaurantId, restaurant!.id), eq(orders.pickupTime, pickupTime)));
    expect(stored).toHaveLength(CAPACITY);
  });
});
