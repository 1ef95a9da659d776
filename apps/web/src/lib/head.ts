import type { PageHead } from './route-deps';

export const SITE_NAME = 'Flame-kissed';
export const DEFAULT_DESCRIPTION =
  'Flame-kissed cuisine. Warm, modern, memorable. Indian and Nepali dishes for pickup, table reservations and catering.';

export const DEFAULT_HEAD: PageHead = {
  title: `${SITE_NAME} | Indian & Nepali Kitchen`,
  description: DEFAULT_DESCRIPTION,
};

/** The card that links to the site show when shared, 1200 × 630 (`npm run art:brand` draws it). */
export const SOCIAL_CARD = { path: '/images/social-card.png', width: 1200, height: 630 };
const SOCIAL_CARD_ALT = `${SITE_NAME}: Indian and Nepali kitchen, the logo before a tandoor`;

/** An address on the site: absolute when the site's public address is known, else as it is. */
export const onSite = (origin: string | undefined, pathOrUrl: string) =>
  origin && pathOrUrl.startsWith('/') ? origin + pathOrUrl : pathOrUrl;

export function pageTitle(page: string): string {
  return `${page} | ${SITE_NAME}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script> element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Where the page is read: its public address and its path (the query string is never part of it). */
export interface PageAddress {
  origin: string | undefined;
  path: string;
}

/**
 * The <head> tags of a server-rendered page: title, description, the Open Graph and Twitter card tags, and for
 * a listable page its canonical address; any other page asks crawlers not to index it. Absolute addresses
 * (canonical, `og:url`, `og:image`) need the site's public address and are left out without it.
 */
export function renderHead(head: PageHead, { origin, path }: PageAddress): string {
  const description = head.description ?? DEFAULT_DESCRIPTION;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', description)];
  if (!head.indexable) tags.push(meta('name', 'robots', 'noindex'));
  if (head.indexable && origin) tags.push(`<link rel="canonical" href="${escapeHtml(origin + path)}" />`);
  tags.push(
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('name', 'twitter:card', 'summary_large_image'),
  );
  if (origin) {
    tags.push(
      meta('property', 'og:url', origin + path),
      meta('property', 'og:image', origin + SOCIAL_CARD.path),
      meta('property', 'og:image:width', String(SOCIAL_CARD.width)),
      meta('property', 'og:image:height', String(SOCIAL_CARD.height)),
      meta('property', 'og:image:alt', SOCIAL_CARD_ALT),
    );
  }
  for (const image of head.preloadImages ?? []) {
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`);
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
