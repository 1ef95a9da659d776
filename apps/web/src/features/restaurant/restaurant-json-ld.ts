import { parseClock, type Restaurant } from '@flame/shared';
import { onSite } from '../../lib/head';
import { countryCode } from './country-code';
import { restaurantNodeId } from './restaurant-page-json-ld';

const toIsoClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function openingHoursSpecification(hours: Restaurant['openingHours']) {
  return hours.flatMap((entry) => {
    const opens = entry.open ? parseClock(entry.open) : undefined;
    const closes = entry.close ? parseClock(entry.close) : undefined;
    if (entry.isClosed || opens === undefined || closes === undefined) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${entry.day}`,
        opens: toIsoClock(opens),
        closes: toIsoClock(closes),
      },
    ];
  });
}

/** Where the JSON-LD is read: the site's public address (absolute links need it) and the dishes' prices. */
export interface RestaurantJsonLdContext {
  origin: string | undefined;
  /** The prices customers pay; the price range is read from them. */
  prices?: readonly number[];
}

/** The cheapest to the dearest dish, in whole dollars: '$4–$28'. */
function priceRange(prices: readonly number[] | undefined): string | undefined {
  if (!prices || prices.length === 0) return undefined;
  const low = Math.floor(Math.min(...prices));
  const high = Math.ceil(Math.max(...prices));
  return low === high ? `$${low}` : `$${low}–$${high}`;
}

/**
 * The schema.org Restaurant: address, hours, cuisine, its pages on social networks, the price range of its
 * dishes and (once reviewed) the rating. With the site's public address it carries its own id and absolute
 * links, as search engines require.
 */
export function restaurantJsonLd(restaurant: Restaurant, { origin, prices }: RestaurantJsonLdContext) {
  const { address } = restaurant;
  const country = countryCode(address.country);
  const range = priceRange(prices);
  const sameAs = Object.values(restaurant.socialLinks).filter((link): link is string => Boolean(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    ...(origin ? { '@id': restaurantNodeId(origin), url: `${origin}/` } : {}),
    name: restaurant.name,
    description: restaurant.description,
    telephone: restaurant.phone,
    email: restaurant.email,
    servesCuisine: restaurant.cuisineType,
    logo: onSite(origin, '/images/icons/icon-512.png'),
    ...(restaurant.images.length > 0
      ? { image: restaurant.images.map((image) => onSite(origin, image)) }
      : {}),
    ...(range ? { priceRange: range } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    hasMenu: onSite(origin, '/menu'),
    acceptsReservations: true,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.zipCode,
      addressCountry: country ?? address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: address.coordinates.lat, longitude: address.coordinates.lng },
    openingHoursSpecification: openingHoursSpecification(restaurant.openingHours),
    ...(restaurant.totalReviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(restaurant.rating.toFixed(1)),
            reviewCount: restaurant.totalReviews,
            bestRating: 5,
          },
        }
      : {}),
  };
}
