import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixtures/test-app-fixture';
import { foods } from '../db/schema';

const { ctx } = useTestApp({ seed: true });

describe.each(['/api/food', '/api/restaurants', '/api/restaurants/reviews'])('GET %s', (url) => {
  it('carries an ETag and answers 304 with no body to a matching If-None-Match', async () => {
    const first = await ctx.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const tag = first.headers.etag;
    expect(tag).toMatch(/^"/);

    const revalidated = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');

    const stale = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
  });
});

describe('a changed menu', () => {
  it('gets a new ETag, so a client holding the old one receives the new menu', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/food' });
    const [dish] = await ctx.db.select().from(foods).limit(1);
    await ctx.db.update(foods).set({ name: 'Renamed Dish' }).where(eq(foods.id, dish!.id));

    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/food',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().data.map((f: { name: string }) => f.name)).toContain('Renamed Dish');
  });
});
