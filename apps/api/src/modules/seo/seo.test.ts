import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { seedDemo } from '../../db/seed';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ publicUrl: 'https://flamekissed.example/' });
  await seedDemo(ctx.db, ctx.config.demoAccounts);
});
afterAll(() => ctx.close());

describe('GET /robots.txt', () => {
  it('lets crawlers in, keeps them out of accounts, orders and the dashboard, and names the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin-dashboard/');
    expect(lines).toContain('Disallow: /profile');
    expect(lines).not.toContain('Disallow: /menu');
    expect(lines).toContain('Sitemap: https://flamekissed.example/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every dish page with absolute addresses', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual(
      expect.arrayContaining([
        'https://flamekissed.example/',
        'https://flamekissed.example/menu',
        'https://flamekissed.example/caterine',
        'https://flamekissed.example/tables',
      ]),
    );
    const menu = (await ctx.app.inject({ method: 'GET', url: '/api/food' })).json().data as { _id: string }[];
    for (const dish of menu) expect(locations).toContain(`https://flamekissed.example/food/${dish._id}`);
    expect(locations.some((l) => l?.includes('/profile'))).toBe(false);
  });
});
