import { parseClock, type Restaurant, type SpecialDay } from '@flame/shared';
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

/**
 * The special days as schema.org reads them: a date's own hours, valid from and through that date; a closed
 * date opens and closes at 00:00, as search engines read 'closed all day'.
 */
function specialOpeningHoursSpecification(specialDays: readonly SpecialDay[]) {
  return specialDays.map((day) => {
    const opens = day.isClosed || !day.open ? undefined : parseClock(day.open);
    const closes = day.isClosed || !day.close ? undefined : parseClock(day.close);
    const open = opens !== undefined && closes !== undefined;
    return {
      '@type': 'OpeningHoursSpecification',
      validFrom: day.date,
      validThrough: day.date,
      opens: open ? toIsoClock(opens) : '00:00',
      closes: open ? toIsoClock(closes) : '00:00',
    };
  });
}

/** Where the JSON-LD is read: the site's public address (absolute links need it) and the dishes' prices. */
export interface RestaurantJsonLdContext {
  origin: string | undefined;
  /** The prices customers pay; the price range is read from them. */
  prices?: readonly number[];
  /** The coming dates whose hours replace the weekly ones. */
  specialDays?: readonly SpecialDay[];
}

/** The cheapest to the dearest dish, in whole dollars: '$4–$28'. */
function priceRange(prices: readonly number[] | undefined): string | undefined {
  if (!prices || prices.length === 0) return undefined;
  const low = Math.floor(Math.min(...prices));
  const high = Math.ceil(Math.max(...prices));
  return low === high ? `$${low}` : `$${low}–$${high}`;
}

/**
 * The schema.org Restaurant: address, hours and special days, cuisine, its pages on social networks, the price range of its
 * dishes and (once reviewed) the rating. With the site's public address it carries its own id and absolute
 * links, as search engines require.
 */
export function restaurantJsonLd(
  restaurant: Restaurant,
  { origin, prices, specialDays = [] }: RestaurantJsonLdContext,
) {
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
    ...(specialDays.length > 0
      ? { specialOpeningHoursSpecification: specialOpeningHoursSpecification(specialDays) }
      : {}),
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
