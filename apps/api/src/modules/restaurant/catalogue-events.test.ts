import type { Food } from '@flame/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../../../test/sse-client';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { instant } from '../tables/test-kit';

/** Wednesday, March 4 2026, 11:00 AM in Chicago: the app's clock. */
const now = new Date(instant('2026-03-04', '11:00'));

const { ctx, owner, restaurant } = useTestApp({ now: () => now, seed: true });
let url: string;
beforeAll(async () => {
  url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const pausePath = () => `/api/restaurants/${restaurant.id}/pause`;
const versionOf = (data: unknown) => (data as { version: string }).version;

describe('the public catalogue stream', () => {
  it('opens without a session and says only the new version when the owner pauses, resumes or sells out', async () => {
    const stream = await openStream(`${url}/api/catalogue/events`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const ready = versionOf(await stream.next('ready'));
    expect(ready).toMatch(/^\d+$/);

    const paused = await ctx.app.inject({
      method: 'PUT',
      url: pausePath(),
      headers: owner.headers,
      payload: { until: null },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const afterPause = await stream.next('catalogue');
    expect(Object.keys(afterPause)).toEqual(['version']);
    expect(BigInt(versionOf(afterPause))).toBeGreaterThan(BigInt(ready));

    const resumed = await ctx.app.inject({ method: 'DELETE', url: pausePath(), headers: owner.headers });
    expect(resumed.statusCode, resumed.body).toBe(200);
    await stream.next('catalogue', (data) => BigInt(versionOf(data)) > BigInt(versionOf(afterPause)));

    const menu = (await ctx.app.inject({ method: 'GET', url: '/api/food' })).json().data as Food[];
    const before = stream.events.length;
    const soldOut = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/food/${menu[0]!._id}/sold-out`,
      headers: owner.headers,
      payload: { soldOut: true },
    });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    await stream.next('catalogue', () => stream.events.length > before);
    expect(stream.events.every((event) => ['ready', 'catalogue'].includes(event.event))).toBe(true);
    stream.close();
  });

  it('announces nothing for a change that is rolled back', async () => {
    const stream = await openStream(`${url}/api/catalogue/events`);
    await stream.next('ready');
    await ctx.db
      .transaction(async (tx) => {
        await tx.execute(sql`update restaurants set ordering_paused = true`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await expect(stream.next('catalogue', () => true, 500)).rejects.toThrow(/no 'catalogue' event/);
    stream.close();
  });
});
