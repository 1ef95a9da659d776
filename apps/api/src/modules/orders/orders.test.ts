import {
  discountedCents,
  PHONE_INVALID_MESSAGE,
  PICKUP_TIME_MESSAGES,
  toCents,
  type Order,
} from '@flame/shared';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { foods, orders } from '../../db/schema';
import { currentOpeningHours } from '../restaurant/service';
import { menu, orderBody, placeOrder, setStatus, twoDishes, validPickupTime } from './order-test-helpers';

const {
  ctx,
  owner,
  users: { alice, bob },
} = useTestApp({ seed: true, users: { alice: { name: 'Alice Baker' }, bob: { name: 'Bob Carter' } } });

const post = async (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/orders/pickup', headers, payload: payload as object });

describe('placing a pickup order', () => {
  it('prices every line from the database with discounts, whatever prices the client sends', async () => {
    const { discounted, plain } = await twoDishes(ctx.app);
    const body = await orderBody(ctx.app);
    const tampered = {
      ...body,
      paymentMethod: 'cash',
      total: 0.01,
      items: body.items.map((item) => ({ ...item, price: 0.01, unitPrice: 0.01, discount: 100 })),
    };
    const response = await post(alice.headers, tampered);
    expect(response.statusCode).toBe(201);
    const order = response.json().data as Order;

    const discountedUnit = discountedCents(toCents(discounted.price), discounted.discount);
    const expectedCents = discountedUnit * 2 + toCents(plain.price);
    expect(toCents(order.total)).toBe(expectedCents);
    expect(order.items).toEqual([
      {
        _id: expect.any(String),
        food: {
          _id: discounted._id,
          name: discounted.name,
          price: discountedUnit / 100,
          image: discounted.images[0],
        },
        quantity: 2,
        specialInstructions: 'Extra achar',
        originalPrice: discounted.price,
        discount: discounted.discount,
        lineTotal: (discountedUnit * 2) / 100,
        options: [],
      },
      expect.objectContaining({
        quantity: 1,
        lineTotal: plain.price,
        specialInstructions: null,
        options: [],
      }),
    ]);
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'pay at restaurant',
      phone: '(555) 123-4567',
      pickupTime: body.pickupTime,
      estimatedDeliveryTime: body.pickupTime,
      review: null,
      user: { name: 'Alice Baker' },
      statusHistory: [{ status: 'pending', message: 'Order placed', timestamp: expect.any(String) }],
    });
    expect(order.orderNumber).toBeGreaterThan(1000);
  });

  it('keeps the price snapshot when the dish price changes later', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const foodId = order.items[0]!.food._id!;
    await ctx.db.update(foods).set({ priceCents: 99_999 }).where(eq(foods.id, foodId));
    const again = (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: alice.headers })
    ).json().data as Order;
    expect(again.total).toBe(order.total);
    expect(again.items[0]!.food.price).toBe(order.items[0]!.food.price);
    await ctx.db
      .update(foods)
      .set({ priceCents: toCents(order.items[0]!.originalPrice) })
      .where(eq(foods.id, foodId));
  });

  it('needs a signed-in customer', async () => {
    const response = await post({}, await orderBody(ctx.app));
    expect(response.statusCode).toBe(401);
  });

  it("refuses a missing or unusable phone and a missing pickup time with the shared messages", async () => {
    const noPhone = await post(alice.headers, await orderBody(ctx.app, { phone: '   ' }));
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.phone).toEqual(['Phone number is required']);
    for (const phone of ['abc', '12-34']) {
      const notAPhone = await post(alice.headers, await orderBody(ctx.app, { phone }));
      expect(notAPhone.statusCode).toBe(400);
      expect(notAPhone.json().error.phone).toEqual([PHONE_INVALID_MESSAGE]);
    }
    const noTime = await post(alice.headers, await orderBody(ctx.app, { pickupTime: '' }));
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().error.pickupTime).toEqual([PICKUP_TIME_MESSAGES.required]);
    const noItems = await post(alice.headers, await orderBody(ctx.app, { items: [] }));
    expect(noItems.statusCode).toBe(400);
    expect(noItems.json().message).toContain('Your order has no items');
  });

  it('refuses pickup times outside the rules: too soon, too far, off the quarter hour, while closed', async () => {
    const { openingHours, timeZone } = await currentOpeningHours(ctx.db);
    expect(timeZone).toBe('America/Chicago');
    expect(openingHours).toHaveLength(7);
    const now = Date.now();
    const quarter = 15 * 60_000;
    const soon = new Date(Math.ceil((now + 60 * 60_000) / quarter) * quarter).toISOString();
    const far = new Date(Math.ceil((now + 170 * 3_600_000) / quarter) * quarter).toISOString();
    const valid = new Date(await validPickupTime(ctx.app));
    const offStep = new Date(valid.getTime() + 5 * 60_000).toISOString();
    // 3:00 AM in Chicago, two days ahead: every day of the seed is closed then.
    const chicagoNight = new Date(valid.getTime() + 24 * 3_600_000);
    chicagoNight.setUTCHours(9, 0, 0, 0); // 03:00 CST / 04:00 CDT
    const cases = [
      [soon, PICKUP_TIME_MESSAGES.tooEarly],
      [far, PICKUP_TIME_MESSAGES.tooLate],
      [offStep, PICKUP_TIME_MESSAGES.step],
      [chicagoNight.toISOString(), PICKUP_TIME_MESSAGES.closed],
    ] as const;
    for (const [pickupTime, message] of cases) {
      const response = await post(alice.headers, await orderBody(ctx.app, { pickupTime }));
      expect(response.statusCode, pickupTime).toBe(400);
      expect(response.json()).toEqual({ success: false, message, error: { pickupTime: [message] } });
    }
  });

  it('refuses an unknown, an unavailable or a deleted dish, naming the ones it knows', async () => {
    const dishes = (await menu(ctx.app)).filter((food) => food.isAvailable);
    const [hidden, deleted, fine] = dishes.slice(-3) as [
      (typeof dishes)[0],
      (typeof dishes)[0],
      (typeof dishes)[0],
    ];
    await ctx.db.update(foods).set({ isAvailable: false }).where(eq(foods.id, hidden._id));
    await ctx.db.update(foods).set({ deletedAt: new Date() }).where(eq(foods.id, deleted._id));
    const ordersBefore = (await ctx.db.select({ n: count() }).from(orders))[0]!.n;

    const unknown = await post(
      alice.headers,
      await orderBody(ctx.app, {
        items: [
          { foodId: 'no-such-dish', quantity: 1 },
          { foodId: fine._id, quantity: 1 },
        ],
      }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(
      'Sorry, a dish in your cart is no longer on the menu. Please remove it from your cart.',
    );
    expect(unknown.json().error.unavailableFoodIds).toEqual(['no-such-dish']);

    const unavailable = await post(
      alice.headers,
      await orderBody(ctx.app, {
        items: [
          { foodId: hidden._id, quantity: 1 },
          { foodId: deleted._id, quantity: 2 },
        ],
      }),
    );
    expect(unavailable.statusCode).toBe(400);
    expect(unavailable.json().message).toBe(
      `Sorry, ${hidden.name}, ${deleted.name} are not available right now. Please remove them from your cart.`,
    );
    expect((await ctx.db.select({ n: count() }).from(orders))[0]!.n).toBe(ordersBefore);

    await ctx.db.update(foods).set({ isAvailable: true }).where(eq(foods.id, hidden._id));
    await ctx.db.update(foods).set({ deletedAt: null }).where(eq(foods.id, deleted._id));
  });
});

describe('idempotency', () => {
  it('answers a retry with the same key with the same order, and refuses the key with another body', async () => {
    const body = await orderBody(ctx.app);
    const headers = { ...alice.headers, 'idempotency-key': 'retry-key-1' };
    const first = await post(headers, body);
    const second = await post(headers, body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json().data._id).toBe(first.json().data._id);

    const changed = await post(headers, { ...body, phone: '(555) 000-0000' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toContain('Idempotency-Key was already used for a different order');

    // Keys belong to one customer: Bob's identical key is his own new order.
    const bobs = await post({ ...bob.headers, 'idempotency-key': 'retry-key-1' }, body);
    expect(bobs.statusCode).toBe(201);
    expect(bobs.json().data._id).not.toBe(first.json().data._id);
  });

  it('creates exactly one order from 20 concurrent requests with one key', async () => {
    const body = await orderBody(ctx.app);
    const headers = { ...alice.headers, 'idempotency-key': 'double-click-20' };
    const responses = await Promise.all(Array.from({ length: 20 }, () => post(headers, body)));
    expect(responses.map((r) => r.statusCode).sort((a, b) => a - b)).toEqual([
      ...Array<number>(19).fill(200),
      201,
    ]);
    expect(new Set(responses.map((r) => r.json().data._id)).size).toBe(1);
    const [row] = await ctx.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, alice.id), eq(orders.idempotencyKey, 'double-click-20')));
    expect(row?.n).toBe(1);
  });

  it('refuses an empty or oversized key', async () => {
    const body = await orderBody(ctx.app);
    for (const key of [' ', 'k'.repeat(201)]) {
      const response = await post({ ...alice.headers, 'idempotency-key': key }, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The Idempotency-Key header must hold 1 to 200 characters');
    }
  });
});

describe('reading orders', () => {
  it("lists the caller's own orders, newest first", async () => {
    const carol = await createUser(ctx.app);
    const first = await placeOrder(ctx.app, carol.headers);
    const second = await placeOrder(ctx.app, carol.headers);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: carol.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().data.map((o: Order) => o._id)).toEqual([second._id, first._id]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });

  it("never shows another customer's order, nor lets them change it", async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const asBob = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: bob.headers, ...(payload ? { payload } : {}) });
    for (const response of [
      await asBob('GET', `/api/orders/${order._id}`),
      await asBob('PATCH', `/api/orders/${order._id}/cancel`),
      await asBob('POST', `/api/orders/${order._id}/review`, { rating: 1, text: 'Not mine' }),
      await asBob('GET', `/api/tracking/order/${order._id}`),
      await asBob('POST', `/api/orders/${order._id}/events/ticket`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Order not found' });
    }
    const list = (await asBob('GET', '/api/orders')).json().data as Order[];
    expect(list.some((o) => o._id === order._id)).toBe(false);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: alice.headers }))
        .statusCode,
    ).toBe(200);
  });

  it("shows any order to the restaurant's owner, but not to an admin of nothing", async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const asOwner = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: owner.headers,
    });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().data.user).toEqual({ name: 'Alice Baker' });
    const stranger = await createUser(ctx.app, { role: 'admin' });
    const asStranger = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order._id}`,
      headers: stranger.headers,
    });
    expect(asStranger.statusCode).toBe(404);
    // Admin routes are the owner's (requireOwner): another admin is refused outright.
    expect((await setStatus(ctx.app, stranger.headers, order._id, 'confirmed')).statusCode).toBe(403);
  });

  it('answers 404 for an unknown order', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/orders/nope', headers: alice.headers });
    expect(response.statusCode).toBe(404);
  });
});

describe('status changes', () => {
  it('lets the owner move an order through the pickup flow, each step in the history', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    for (const status of ['confirmed', 'preparing', 'ready', 'completed']) {
      const response = await setStatus(ctx.app, owner.headers, order._id, status);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.status).toBe(status);
    }
    const done = (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: alice.headers })
    ).json().data as Order;
    expect(done.paymentStatus).toBe('paid');
    expect(done.statusHistory.map((entry) => [entry.status, entry.message])).toEqual([
      ['pending', 'Order placed'],
      ['confirmed', 'Order confirmed by the restaurant'],
      ['preparing', 'The kitchen is preparing your order'],
      ['ready', 'Your order is ready for pickup'],
      ['completed', 'Order picked up. Enjoy your meal!'],
    ]);
  });

  it('refuses impossible changes, unknown statuses and customers', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    expect((await setStatus(ctx.app, owner.headers, order._id, 'preparing')).statusCode).toBe(200);
    const back = await setStatus(ctx.app, owner.headers, order._id, 'confirmed');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An order cannot go from Preparing to Order Confirmed');
    const bogus = await setStatus(ctx.app, owner.headers, order._id, 'teleported');
    expect(bogus.statusCode).toBe(400);
    const customer = await setStatus(ctx.app, alice.headers, order._id, 'ready');
    expect(customer.statusCode).toBe(403);
    expect((await setStatus(ctx.app, owner.headers, order._id, 'cancelled')).statusCode).toBe(200);
    const afterEnd = await setStatus(ctx.app, owner.headers, order._id, 'ready');
    expect(afterEnd.statusCode).toBe(409);
    expect(afterEnd.json().message).toBe('The order is Cancelled and can no longer change');
  });
});

describe('cancelling', () => {
  it('lets the customer cancel a pending or confirmed order', async () => {
    const pending = await placeOrder(ctx.app, alice.headers);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${pending._id}/cancel`,
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('cancelled');
    expect(response.json().data.statusHistory.at(-1).message).toBe('Order cancelled by the customer');

    const confirmed = await placeOrder(ctx.app, alice.headers);
    await setStatus(ctx.app, owner.headers, confirmed._id, 'confirmed');
    const again = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${confirmed._id}/cancel`,
      headers: alice.headers,
    });
    expect(again.json().data.status).toBe('cancelled');
  });

  it('refuses to cancel an order the kitchen is preparing, or one already cancelled', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    await setStatus(ctx.app, owner.headers, order._id, 'preparing');
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order._id}/cancel`,
      headers: alice.headers,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Only pending or confirmed orders can be cancelled',
    });

    const gone = await placeOrder(ctx.app, alice.headers);
    await ctx.app.inject({ method: 'PATCH', url: `/api/orders/${gone._id}/cancel`, headers: alice.headers });
    const twice = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${gone._id}/cancel`,
      headers: alice.headers,
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('reviews', () => {
  it('takes one review per completed order and shows it in the restaurant reviews and rating', async () => {
    const order = await placeOrder(ctx.app, alice.headers);
    const review = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order._id}/review`,
        headers: alice.headers,
        payload,
      });

    const early = await review({ rating: 5, text: 'Too soon' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('You can review an order once it has been picked up');

    await setStatus(ctx.app, owner.headers, order._id, 'completed');
    const bad = await review({ rating: 6, text: 'Off the scale' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Please choose a rating from 1 to 5 stars');

    const before = (await ctx.app.inject({ method: 'GET', url: '/api/restaurants/reviews' })).json().data;
    const dishBefore = (await menu(ctx.app)).find((food) => food._id === order.items[0]!.food._id)!;
    const text = 'Crisp momos, perfect chutney, ready right on time.';
    const created = await review({ rating: 5, text });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.review).toMatchObject({ rating: 5, text });

    const second = await review({ rating: 1, text: 'Changed my mind' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ success: false, message: 'You have already reviewed this order' });

    const after = (await ctx.app.inject({ method: 'GET', url: '/api/restaurants/reviews' })).json().data;
    expect(after.totalRatings).toBe(before.totalRatings + 1);
    expect(after.reviews).toContainEqual({
      author: 'Alice Baker',
      time: expect.stringMatching(/ago$/),
      rating: 5,
      text,
      profile_photo_url: null,
    });
    const [restaurant] = (await ctx.app.inject({ method: 'GET', url: '/api/restaurants' })).json().data;
    const byId = (
      await ctx.app.inject({ method: 'GET', url: `/api/reviews/restaurant/${restaurant._id}` })
    ).json().data;
    expect(byId.totalRatings).toBe(after.totalRatings);
    expect(restaurant.totalReviews).toBe(after.totalRatings);
    const dishAfter = (await menu(ctx.app)).find((food) => food._id === dishBefore._id)!;
    expect(dishAfter.reviewCount).toBe(dishBefore.reviewCount + 1);
  });
});
