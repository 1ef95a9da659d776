import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';

const { ctx } = useTestApp({ config: { publicUrl: 'https://flamekissed.example/' }, seed: true });

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

  it('gives every page the last change of what it shows', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const entries = [
      ...response.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
    ];
    expect(entries.length).toBeGreaterThan(7);
    for (const [, location, lastModified] of entries) {
      expect(lastModified, location).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    const lastOf = (page: string) => entries.find(([, location]) => location === page)?.[2];
    const dishChanges = entries
      .filter(([, l]) => l!.includes('/food/'))
      .map(([, , m]) => m!)
      .sort();
    expect(lastOf('https://flamekissed.example/menu')).toBe(dishChanges.at(-1));

    await ctx.app.inject({ method: 'GET', url: '/api/restaurants' });
    await ctx.db.execute(sql`UPDATE restaurants SET updated_at = '2031-01-02T03:04:05Z'`);
    const after = (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(after).toContain(
      '<loc>https://flamekissed.example/about</loc><lastmod>2031-01-02T03:04:05.000Z</lastmod>',
    );
    expect(after).toContain(
      '<loc>https://flamekissed.example/</loc><lastmod>2031-01-02T03:04:05.000Z</lastmod>',
    );
    expect(after).toContain(
      `<loc>https://flamekissed.example/menu</loc><lastmod>${dishChanges.at(-1)}</lastmod>`,
    );
  });
});

describe('absolute addresses never come from the Host header', () => {
  it('with PUBLIC_URL, a forged Host changes nothing', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers });
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
    expect(robots.body).toContain('Sitemap: https://flamekissed.example/sitemap.xml');
    expect(robots.body + sitemap.body).not.toContain('evil.example');
  });

  it('without PUBLIC_URL, robots.txt names no sitemap and /sitemap.xml is a 404 that says what to set', async () => {
    const bare = await createTestApp({ publicUrl: undefined });
    try {
      const headers = { host: 'evil.example' };
      const robots = await bare.app.inject({ method: 'GET', url: '/robots.txt', headers });
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toContain('Disallow: /profile');
      expect(robots.body).not.toMatch(/Sitemap:|evil\.example/);
      const sitemap = await bare.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
      expect(sitemap.statusCode).toBe(404);
      expect(sitemap.body).toContain('PUBLIC_URL');
      expect(sitemap.body).not.toContain('evil.example');
    } finally {
      await bare.close();
    }
  });
});
