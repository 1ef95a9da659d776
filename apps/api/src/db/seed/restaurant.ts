import { DEFAULT_OPENING_HOURS, WEEK_DAYS, parseClock } from '@flame/shared';
import type { openingHours, restaurants } from '../schema';

type RestaurantInsert = typeof restaurants.$inferInsert;
type OpeningHourInsert = typeof openingHours.$inferInsert;

export const DEFAULT_TIME_ZONE = 'America/Chicago';

/** The demo restaurant, in Austin, Texas. */
export const RESTAURANT = {
  name: 'Flame-kissed',
  description:
    'Charcoal-kissed tandoor classics, hand-pleated Himalayan momos and Kathmandu street food, cooked to order on South Lamar. Order ahead for pickup, book a table, or let us cater your next celebration.',
  about: [
    'Flame-kissed began as a weekend momo stall at an Austin farmers market, run by a Nepali chef and an Indian tandoor master who could not stop arguing about whose grandmother cooked better. The lines grew, the arguments stayed friendly, and in 2015 the stall became a restaurant.',
    'Our kitchen is built around fire: a clay tandoor that bakes our naan and chars our tikkas, an open grill for sekuwa, and wide woks for the Hakka dishes that Kathmandu and Kolkata both claim as their own. Spices are toasted and ground in house every morning, and our momos are still folded by hand, one pleat at a time.',
    'We cook for families, for first dates and for anyone homesick for dal bhat. Come hungry, tell us how spicy you like it, and let us feed you the way we feed our own.',
  ].join('\n\n'),
  phone: '+1 (512) 555-0148',
  email: 'hello@flamekissed.example',
  cuisineTypes: ['Indian', 'Nepali', 'Indo-Chinese'],
  isActive: true,
  heroImages: ['/images/hero/hero-1.svg', '/images/hero/hero-2.svg'],
  street: '2410 South Lamar Blvd',
  city: 'Austin',
  state: 'TX',
  zipCode: '78704',
  country: 'USA',
  lat: 30.24853,
  lng: -97.77561,
  /** The demo's own pages; it has no X account, so the footer shows four networks. */
  socialLinks: {
    instagram: 'https://www.instagram.com/flamekissed.atx',
    facebook: 'https://www.facebook.com/flamekissedatx',
    x: null,
    tiktok: 'https://www.tiktok.com/@flamekissed.atx',
    youtube: 'https://www.youtube.com/@flamekissedatx',
  },
} satisfies Omit<RestaurantInsert, 'id' | 'ownerId' | 'timeZone'>;

/** The default opening hours as rows: minutes after midnight, one row per weekday. */
export function openingHourRows(restaurantId: string): OpeningHourInsert[] {
  return DEFAULT_OPENING_HOURS.map((hour): OpeningHourInsert => {
    const dayOfWeek = WEEK_DAYS.indexOf(hour.day);
    const opensAt = hour.open ? parseClock(hour.open) : undefined;
    const closesAt = hour.close ? parseClock(hour.close) : undefined;
    if (hour.isClosed || opensAt === undefined || closesAt === undefined) {
      return { restaurantId, dayOfWeek, opensAt: null, closesAt: null, isClosed: true };
    }
    // Closing at midnight is stored as 1440, the end of the day.
    return { restaurantId, dayOfWeek, opensAt, closesAt: closesAt === 0 ? 1440 : closesAt, isClosed: false };
  });
}
