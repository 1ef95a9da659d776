import { DEFAULT_OPENING_HOURS, NO_SOCIAL_LINKS, type Restaurant } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { restaurantJsonLd } from './restaurant-json-ld';
import { restaurantPageJsonLd } from './restaurant-page-json-ld';

const restaurant: Restaurant = {
  _id: 'r1',
  name: 'Flame-kissed',
  description: 'Tandoor and momos',
  about: '',
  phone: '+1 (512) 555-0148',
  email: 'hello@flamekissed.example',
  cuisineType: ['Indian', 'Nepali'],
  socialLinks: NO_SOCIAL_LINKS,
  isActive: true,
  rating: 4.333,
  totalReviews: 10,
  images: ['/images/hero/hero-1.svg'],
  openingHours: DEFAULT_OPENING_HOURS.map((h) =>
    h.day === 'Monday' ? { ...h, open: null, close: null, isClosed: true } : h,
  ),
  address: {
    street: '2410 South Lamar Blvd',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    country: 'USA',
    coordinates: { lat: 30.24853, lng: -97.77561 },
  },
  timeZone: 'America/Chicago',
  members: [],
  orderingPaused: false,
  orderingPausedUntil: null,
  pickupLeadMinutes: 120,
  pickupWindowDays: 7,
  pickupSlotCapacity: null,
  turnMinutesByPartySize: { '2': 90, '4': 105, '6': 120, '8': 150 },
  coversPer15Minutes: null,
  bookingWindowDays: 30,
  bookingCutoffMinutes: 60,
  maxOnlinePartySize: 8,
  orderingPausedReason: null,
  alertEmailAfterMinutes: 5,
  customerNoticeAfterMinutes: 10,
  pauseWhenUnansweredMinutes: 20,
  pauseWhenUnwatchedMinutes: 10,
};

describe('restaurantJsonLd', () => {
  it('describes the restaurant with its address, 24-hour opening times and rating', () => {
    const data = restaurantJsonLd(restaurant, { origin: undefined });
    expect(data['@type']).toBe('Restaurant');
    expect(data.address).toMatchObject({ streetAddress: '2410 South Lamar Blvd', postalCode: '78704' });
    expect(data.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Friday',
      opens: '10:00',
      closes: '22:00',
    });
    expect(data.openingHoursSpecification.some((s) => s.dayOfWeek.endsWith('Monday'))).toBe(false);
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 10,
      bestRating: 5,
    });
  });

  it('gives the coming special days their own hours: closed all day as 00:00 to 00:00', () => {
    const data = restaurantJsonLd(restaurant, {
      origin: undefined,
      specialDays: [
        { _id: 't', date: '2026-11-26', isClosed: true, open: null, close: null, note: 'Thanksgiving' },
        { _id: 'n', date: '2026-12-31', isClosed: false, open: '6:00 PM', close: '2:00 AM', note: '' },
      ],
    });
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-11-26',
        validThrough: '2026-11-26',
        opens: '00:00',
        closes: '00:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-31',
        validThrough: '2026-12-31',
        opens: '18:00',
        closes: '02:00',
      },
    ]);
    expect(restaurantJsonLd(restaurant, { origin: undefined })).not.toHaveProperty(
      'specialOpeningHoursSpecification',
    );
  });

  it('leaves the rating out before the first review', () => {
    expect(
      restaurantJsonLd({ ...restaurant, totalReviews: 0, rating: 0 }, { origin: undefined }),
    ).not.toHaveProperty('aggregateRating');
  });

  it('carries its id, absolute links, social pages, price range and two-letter country with the public address', () => {
    const data = restaurantJsonLd(
      {
        ...restaurant,
        socialLinks: { ...NO_SOCIAL_LINKS, instagram: 'https://www.instagram.com/flamekissed' },
      },
      { origin: 'https://flamekissed.example', prices: [12.5, 3.99, 27.2] },
    );
    expect(data).toMatchObject({
      '@id': 'https://flamekissed.example/#restaurant',
      url: 'https://flamekissed.example/',
      hasMenu: 'https://flamekissed.example/menu',
      logo: 'https://flamekissed.example/images/icons/icon-512.png',
      image: ['https://flamekissed.example/images/hero/hero-1.svg'],
      sameAs: ['https://www.instagram.com/flamekissed'],
      priceRange: '$3–$28',
    });
    expect(data.address.addressCountry).toBe('US');
  });

  it('has no id or absolute links without the public address, and no price range without dishes', () => {
    const data = restaurantJsonLd(restaurant, { origin: undefined });
    expect(data).not.toHaveProperty('@id');
    expect(data).not.toHaveProperty('url');
    expect(data).not.toHaveProperty('priceRange');
    expect(data).not.toHaveProperty('sameAs');
    expect(data.hasMenu).toBe('/menu');
  });

  it('makes About and Contact pages whose main subject is the same restaurant', () => {
    const page = restaurantPageJsonLd(
      'ContactPage',
      { name: 'Contact Us', path: '/contact' },
      restaurant.name,
      'https://flamekissed.example',
    );
    expect(page).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ContactPage',
      url: 'https://flamekissed.example/contact',
      mainEntity: {
        '@type': 'Restaurant',
        '@id': 'https://flamekissed.example/#restaurant',
        name: 'Flame-kissed',
      },
    });
  });
});
