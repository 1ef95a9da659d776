import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/fixtures/test-app-fixture';
import { foods, members, openingHours } from '../db/schema';

/** Another connection, as another API instance or a script would write. */
let other: pg.Client;

const { ctx } = useTestApp({ seed: true });
beforeAll(async () => {
  other = new pg.Client({ connectionString: ctx.config.databaseUrl });
  await other.connect();
});
afterAll(() => other.end());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

function menuQueries(spy: { mock: { calls: unknown[][] } }): number {
  return spy.mock.calls.filter(([query]) => JSON.stringify(query).includes('from \\"foods\\"')).length;
}

describe('the catalogue answers kept in memory', () => {
  it('answers a repeated menu read without reading the menu again, with the same body and ETag', async () => {
    const first = await get('/api/food');
    const spy = vi.spyOn(ctx.database.pool, 'query');
    try {
      const second = await get('/api/food');
      expect(second.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['cache-control']).toBe('no-cache');
      expect(menuQueries(spy)).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('sees a change committed by another connection on the very next request', async () => {
    const before = await get('/api/food');
    const [dish] = await ctx.db.select().from(foods).limit(1);
    await other.query('update foods set name = $1 where id = $2', ['Changed Elsewhere', dish!.id]);

    const after = await get('/api/food', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.map((f: { name: string }) => f.name)).toContain('Changed Elsewhere');
    const one = await get(`/api/food/${dish!.id}`);
    expect(one.json().data.name).toBe('Changed Elsewhere');
  });

  it('moves the restaurant answer with its hours and team', async () => {
    const first = await get('/api/restaurants');
    await ctx.db.update(openingHours).set({ isClosed: true }).where(eq(openingHours.dayOfWeek, 1));
    const second = await get('/api/restaurants');
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.json().data[0].openingHours[1].isClosed).toBe(true);

    await ctx.db.update(members).set({ name: 'New Chef' });
    const third = await get('/api/restaurants');
    expect(third.headers.etag).not.toBe(second.headers.etag);
    expect(third.json().data[0].members[0].name).toBe('New Chef');
  });

  it('serves brotli and gzip copies that hold the same JSON, and a 304 to a matching ETag', async () => {
    const plain = await get('/api/food');
    await get('/api/food', { 'accept-encoding': 'br' });
    const br = await get('/api/food', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/food', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const revalidated = await get('/api/food', {
      'accept-encoding': 'br',
      'if-none-match': plain.headers.etag as string,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('never keeps a not-found answer', async () => {
    const missing = await get('/api/food/no-such-dish');
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/food/no-such-dish')).statusCode).toBe(404);
  });
});
