import { DATE_OUT_OF_RANGE_MESSAGE } from '@flame/shared';
import { expect, it } from 'vitest';
import { specialDays } from '../src/db/schema';
import { useTestApp } from './fixtures/test-app-fixture';

const { ctx, owner } = useTestApp({ seed: true });

it('answers a date out of range with a clear 400 to anyone, never a 500', async () => {
  for (const url of [
    '/api/orders/pickup-slots?date=9999-12-31',
    '/api/orders/pickup-slots?date=1970-01-01',
    '/api/restaurants/tables/unauth?at=0001-01-01T00:00:00Z',
    '/api/restaurants/tables/unauth?at=9999-12-31T23:00:00Z',
  ]) {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    expect(response.json().message).toContain(DATE_OUT_OF_RANGE_MESSAGE);
  }
});

it('refuses a special day out of range, and saves nothing', async () => {
  for (const date of ['9999-12-31', '2101-01-01']) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/special-days',
      headers: owner.headers,
      payload: { date, isClosed: true },
    });
    expect(response.statusCode, response.body).toBe(400);
  }
  expect(await ctx.db.select().from(specialDays)).toEqual([]);
});

it('saves a special day at the last date in range, answered with what it leaves out', async () => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/special-days',
    headers: owner.headers,
    payload: { date: '2100-12-31', isClosed: true },
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().data).toMatchObject({
    date: '2100-12-31',
    affected: { orders: [], reservations: [] },
  });
});
