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
