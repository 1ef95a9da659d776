import {
  CUSTOMER_BLOCKED_MESSAGE,
  type BlockedCustomer,
  type Order,
  type OrderCustomer,
} from '@flame/shared';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { orders } from '../../db/schema';
import { booking } from '../tables/test-kit';
import { placeOrder, postPickupOrder } from './order-test-helpers';

const {
  ctx,
  owner,
  restaurant,
  tables,
  users: { throwaway, regular },
} = useTestApp({ seed: true, users: { throwaway: { name: 'Throwaway One' }, regular: {} } });

const blockUrl = (userId: string) => `/api/restaurants/${restaurant.id}/blocked-customers/${userId}`;
const book = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/table/book',
    headers,
    payload: booking(tables[0]!.id),
  });

describe("the owner's 'Block this customer'", () => {
  it('lists the open orders, cancels the chosen ones with the reason, and refuses new orders and bookings', async () => {
    const first = await placeOrder(ctx.app, throwaway.headers);
    const second = await placeOrder(ctx.app, throwaway.headers);
    const kept = await placeOrder(ctx.app, throwaway.headers);

    const who = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${first._id}/customer`,
      headers: owner.headers,
    });
    expect(who.statusCode, who.body).toBe(200);
    const customer = who.json().data as OrderCustomer;
    expect(customer).toMatchObject({
      customer: { _id: throwaway.id, name: 'Throwaway One' },
      blocked: null,
    });
    expect(customer.openOrders.map((order) => order._id).sort()).toEqual(
      [first._id, second._id, kept._id].sort(),
    );

    const reason = 'Orders from throwaway accounts';
    const blocked = await ctx.app.inject({
      method: 'PUT',
      url: blockUrl(throwaway.id),
      headers: owner.headers,
      payload: { reason, cancelOrderIds: [first._id, second._id] },
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({
      message: 'Customer blocked',
      data: { _id: throwaway.id, reason, cancelledOrders: 2 } satisfies Partial<BlockedCustomer>,
    });

    const order = async (id: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: throwaway.headers })).json()
        .data as Order;
    expect((await order(first._id)).status).toBe('cancelled');
    expect((await order(first._id)).cancellationReason).toBe(reason);
    expect((await order(kept._id)).status).toBe('pending');

    const refused = await postPickupOrder(ctx.app, throwaway.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CUSTOMER_BLOCKED_MESSAGE);
    const refusedBooking = await book(throwaway.headers);
    expect(refusedBooking.statusCode).toBe(403);
    expect(refusedBooking.json().message).toBe(CUSTOMER_BLOCKED_MESSAGE);
    expect((await postPickupOrder(ctx.app, regular.headers)).statusCode).toBe(201);

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/${restaurant.id}/blocked-customers`,
      headers: owner.headers,
    });
    expect((list.json().data as BlockedCustomer[]).map((row) => row._id)).toEqual([throwaway.id]);

    const unblocked = await ctx.app.inject({
      method: 'DELETE',
      url: blockUrl(throwaway.id),
      headers: owner.headers,
    });
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect((await postPickupOrder(ctx.app, throwaway.headers)).statusCode).toBe(201);
  });

  it("refuses to cancel another customer's order with the block, and then blocks nobody", async () => {
    const victim = await createUser(ctx.app);
    const othersOrder = await placeOrder(ctx.app, regular.headers);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: blockUrl(victim.id),
      headers: owner.headers,
      payload: { reason: 'x', cancelOrderIds: [othersOrder._id] },
    });
    expect(response.statusCode).toBe(409);
    expect((await postPickupOrder(ctx.app, victim.headers)).statusCode).toBe(201);
  });

  it('lets no order of racing requests slip in beside the block', async () => {
    const racer = await createUser(ctx.app);
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => postPickupOrder(ctx.app, racer.headers)),
      ctx.app.inject({ method: 'PUT', url: blockUrl(racer.id), headers: owner.headers, payload: {} }),
    ]);
    expect(answers.at(-1)!.statusCode).toBe(200);
    // Every order either committed before the block or was refused with 403, and none comes after it.
    expect(answers.slice(0, 6).every((answer) => [201, 403].includes(answer.statusCode))).toBe(true);
    const placed = answers.slice(0, 6).filter((answer) => answer.statusCode === 201).length;
    const [held] = await ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, racer.id));
    expect(held!.n).toBe(placed);
    expect((await postPickupOrder(ctx.app, racer.headers)).statusCode).toBe(403);
  });
});
