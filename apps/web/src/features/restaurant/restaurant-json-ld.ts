import { parseClock, type Restaurant } from '@flame/shared';

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

/** The home page's schema.org Restaurant: address, hours, cuisine and (once reviewed) the rating. */
export function restaurantJsonLd(restaurant: Restaurant) {
  const { address } = restaurant;
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    name: restaurant.name,
    description: restaurant.description,
    telephone: restaurant.phone,
    email: restaurant.email,
    servesCuisine: restaurant.cuisineType,
    ...(restaurant.images.length > 0 ? { image: restaurant.images } : {}),
    menu: '/menu',
    acceptsReservations: true,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.zipCode,
      addressCountry: address.country,
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
