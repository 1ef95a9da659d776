import type { PageHead } from './route-deps';

export const SITE_NAME = 'Flame-kissed';
export const DEFAULT_DESCRIPTION =
  'Flame-kissed cuisine. Warm, modern, memorable. Indian and Nepali dishes for pickup, table reservations and catering.';

export const DEFAULT_HEAD: PageHead = {
  title: `${SITE_NAME} | Indian & Nepali Kitchen`,
  description: DEFAULT_DESCRIPTION,
};

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

/** The <head> tags of a server-rendered page. */
export function renderHead(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  const description = head.description ?? DEFAULT_DESCRIPTION;
  tags.push(`<meta name="description" content="${escapeHtml(description)}" />`);
  tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}" />`);
  tags.push(`<meta property="og:description" content="${escapeHtml(description)}" />`);
  for (const image of head.preloadImages ?? []) {
    tags.push(`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" />`);
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}
