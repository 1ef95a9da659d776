import { PUBLIC_PAGES, type PublicPage } from '@flame/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { foods } from '../../db/schema';
import { findSiteRestaurant } from '../../lib/site-restaurant';

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

/** What each public page shows, so its last change is the latest change of that data. */
const PAGE_SOURCES: Record<PublicPage, readonly ('restaurant' | 'menu')[]> = {
  '/': ['restaurant', 'menu'],
  '/menu': ['menu'],
  '/deals': ['menu'],
  '/about': ['restaurant'],
  '/contact': ['restaurant'],
  '/caterine': ['restaurant'],
  '/tables': ['restaurant'],
};

const latest = (dates: readonly Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));

const urlEntry = (location: string, lastModified: Date | undefined) =>
  `  <url><loc>${escapeXml(location)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`;

/**
 * Every public page and every dish page on the menu (not hidden, not deleted), each with the last change of
 * what it shows: the restaurant's details, the menu, or the dish.
 */
export async function sitemapXml(db: Database, origin: string): Promise<string> {
  const [dishes, restaurant] = await Promise.all([
    db
      .select({ id: foods.id, updatedAt: foods.updatedAt })
      .from(foods)
      .where(and(isNull(foods.deletedAt), eq(foods.isAvailable, true)))
      .orderBy(asc(foods.id)),
    findSiteRestaurant(db),
  ]);
  const changed = {
    restaurant: restaurant?.updatedAt,
    menu: dishes.length > 0 ? latest(dishes.map((dish) => dish.updatedAt)) : undefined,
  };
  const pageChange = (page: PublicPage) => {
    const dates = PAGE_SOURCES[page].flatMap((source) => changed[source] ?? []);
    return dates.length > 0 ? latest(dates) : undefined;
  };
  const entries = [
    ...PUBLIC_PAGES.map((page) => urlEntry(origin + page, pageChange(page))),
    ...dishes.map((dish) => urlEntry(`${origin}/food/${dish.id}`, dish.updatedAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
