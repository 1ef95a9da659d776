import type { Restaurant } from '@flame/shared';
import { restaurantQueryKey } from '../../api/restaurant';
import type { HeadFunction, PageHead } from '../../lib/route-deps';

/** The restaurant's node id, so every page's JSON-LD points at the same restaurant. */
export const restaurantNodeId = (origin: string) => `${origin}/#restaurant`;

/**
 * A page about the restaurant (About, Contact) as schema.org data: the page itself, whose main subject is the
 * restaurant the home page describes, pointed at by its id (the full description stays on the home page, so
 * these pages load none of its code).
 */
export function restaurantPageJsonLd(
  type: 'AboutPage' | 'ContactPage',
  { name, path }: { name: string; path: string },
  restaurantName: string,
  origin: string | undefined,
) {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name,
    ...(origin ? { url: origin + path } : {}),
    mainEntity: {
      '@type': 'Restaurant',
      ...(origin ? { '@id': restaurantNodeId(origin), url: `${origin}/` } : {}),
      name: restaurantName,
    },
  };
}

/**
 * The head of a page about the restaurant: `head` gets the restaurant the loader put in the query cache (unknown
 * when it failed to load), and the page's JSON-LD is added once the restaurant is known.
 */
export function restaurantPageHead(
  type: 'AboutPage' | 'ContactPage',
  page: { name: string; path: string },
  head: (restaurant: Restaurant | null | undefined) => PageHead,
): HeadFunction {
  return ({ queryClient, origin }) => {
    const restaurant = queryClient.getQueryData<Restaurant | null>(restaurantQueryKey);
    return {
      ...head(restaurant),
      ...(restaurant ? { jsonLd: restaurantPageJsonLd(type, page, restaurant.name, origin) } : {}),
    };
  };
}
