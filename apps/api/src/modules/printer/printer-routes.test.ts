import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { printJobs } from '../../db/schema';
import { placeOrder } from '../orders/order-test-helpers';
import { printerStatusOf, setUpPrinter } from './printer-test-helpers';

/** The printer's contract: who may call it, what it accepts, and what it answers. */
const {
  ctx,
  owner,
  restaurant,
  users: { customer },
} = useTestApp({ seed: true, users: { customer: {} } });

const put = (payload: Record<string, unknown>, headers = owner.headers, id = restaurant.id) =>
  ctx.app.inject({ method: 'PUT', url: `/api/restaurants/${id}/printer`, headers, payload });

describe('the printer settings', () => {
  it('answer defaults and no host while no printer is set up, and a test page is refused', async () => {
    expect(await printerStatusOf(ctx.app, owner.headers, restaurant.id)).toEqual({
      host: null,
      port: 9100,
      paperWidth: 80,
      autoPrint: 'off',
      lastPrintedAt: null,
      lastError: null,
      queued: 0,
      failingOrderIds: [],
      waitingOrderIds: [],
    });
    const test = await ctx.app.inject({
      method: 'POST',
      url: `/api/restaurants/${restaurant.id}/printer/test`,
      headers: owner.headers,
    });
    expect(test.statusCode).toBe(409);
    expect(test.json()).toMatchObject({
      success: false,
      message: 'Set up the kitchen printer in Settings first',
    });
  });

  it('are saved, with port 9100 when none is given, and read back', async () => {
    const saved = await put({ host: 'printer.local', paperWidth: 58, autoPrint: 'on-accept' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Printer saved' });
    expect(await printerStatusOf(ctx.app, owner.headers, restaurant.id)).toMatchObject({
      host: 'printer.local',
      port: 9100,
      paperWidth: 58,
      autoPrint: 'on-accept',
    });
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { host: '192.168.1.50', port: 9101 });
    expect(await printerStatusOf(ctx.app, owner.headers, restaurant.id)).toMatchObject({
      host: '192.168.1.50',
      port: 9101,
      paperWidth: 80,
      autoPrint: 'off',
    });
  });

  it.each([
    [{ paperWidth: 80, autoPrint: 'off' }, 'host'],
    [{ host: '', paperWidth: 80, autoPrint: 'off' }, 'host'],
    [{ host: 'printer; rm -rf', paperWidth: 80, autoPrint: 'off' }, 'host'],
    [{ host: 'printer.local', port: 0, paperWidth: 80, autoPrint: 'off' }, 'port'],
    [{ host: 'printer.local', port: 70000, paperWidth: 80, autoPrint: 'off' }, 'port'],
    [{ host: 'printer.local', port: '9100', paperWidth: 80, autoPrint: 'off' }, 'port'],
    [{ host: 'printer.local', paperWidth: 76, autoPrint: 'off' }, 'paperWidth'],
    [{ host: 'printer.local', paperWidth: 80, autoPrint: 'always' }, 'autoPrint'],
    [{ host: 'printer.local', paperWidth: 80 }, 'autoPrint'],
  ])('refuse %j with 400 naming %s', async (payload, field) => {
    const response = await put(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().success).toBe(false);
    expect(JSON.stringify(response.json().error)).toContain(field);
  });

  it('are the owner’s alone: 401 signed out, 403 for a customer, another admin or another restaurant', async () => {
    const stranger = await createUser(ctx.app, { role: 'admin' });
    const valid = { host: 'printer.local', paperWidth: 80, autoPrint: 'off' };
    const [order] = await Promise.all([placeOrder(ctx.app, customer.headers)]);
    const calls = (headers: Record<string, string>, id = restaurant.id) => [
      ctx.app.inject({ method: 'GET', url: `/api/restaurants/${id}/printer`, headers }),
      ctx.app.inject({ method: 'PUT', url: `/api/restaurants/${id}/printer`, headers, payload: valid }),
      ctx.app.inject({ method: 'POST', url: `/api/restaurants/${id}/printer/test`, headers }),
      ...(id === restaurant.id
        ? [ctx.app.inject({ method: 'POST', url: `/api/orders/${order!._id}/print`, headers })]
        : []),
    ];
    for (const response of await Promise.all(calls({}))) expect(response.statusCode).toBe(401);
    for (const headers of [customer.headers, stranger.headers])
      for (const response of await Promise.all(calls(headers))) expect(response.statusCode).toBe(403);
    for (const response of await Promise.all(calls(owner.headers, 'another-restaurant')))
      expect(response.statusCode).toBe(403);
  });
});

describe('a reprint', () => {
  it('answers 202 and queues one ticket; an unknown order is 404 and queues nothing', async () => {
    await ctx.db.delete(printJobs);
    await setUpPrinter(ctx.app, owner.headers, restaurant.id, { port: 9100 });
    const order = await placeOrder(ctx.app, customer.headers);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/print`,
      headers: owner.headers,
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Ticket sent to the printer',
      data: { queued: 1 },
    });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/no-such-order/print',
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(await ctx.db.select().from(printJobs)).toHaveLength(1);
  });
});
