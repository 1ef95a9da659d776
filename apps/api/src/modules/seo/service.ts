import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foods } from '../../db/schema';

/** The public pages search engines may list: the server-rendered ones. */
export const PUBLIC_PAGES = ['/', '/menu', '/deals', '/about', '/contact', '/caterine', '/tables'] as const;

/** Pages no crawler should index: accounts, orders and the dashboard. */
export const PRIVATE_PREFIXES = [
  '/api/',
  '/admin-dashboard/',
  '/profile',
  '/orders',
  '/order/',
  '/tracking/',
  '/checkout',
  '/add/address',
  '/auth/',
] as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);

/** Crawlers may read every page but the private ones; the sitemap is named when the site's address is known. */
export function robotsTxt(origin: string | undefined): string {
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    ...(origin ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
    '',
  ].join('\n');
}

/** Every public page and every dish page on the menu (not hidden, not deleted), with the dish's last change. */
export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const dishes = await db
    .select({ id: foods.id, updatedAt: foods.updatedAt })
    .from(foods)
    .where(and(isNull(foods.deletedAt), eq(foods.isAvailable, true)))
    .orderBy(asc(foods.id));
  const entries = [
    ...PUBLIC_PAGES.map((page) => `  <url><loc>${escapeXml(origin + page)}</loc></url>`),
    ...dishes.map(
      (dish) =>
        `  <url><loc>${escapeXml(`${origin}/food/${dish.id}`)}</loc><lastmod>${dish.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
