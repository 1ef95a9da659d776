import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from '../service-time/opening-hours';
import { openingHourInputSchema, restaurantUpdateSchema, weeklyHoursSchema } from './restaurant-update';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('one day of opening hours', () => {
  const day = { day: 'Monday', open: '10:00 AM', close: '9:00 PM', isClosed: false } as const;

  it('takes half-hour times with opening before closing, and midnight as a closing time', () => {
    expect(openingHourInputSchema.safeParse(day).success).toBe(true);
    expect(openingHourInputSchema.safeParse({ ...day, close: '12:00 AM' }).success).toBe(true);
    expect(
      openingHourInputSchema.safeParse({ ...day, open: null, close: null, isClosed: true }).success,
    ).toBe(true);
  });

  it('refuses times off the half hour, unreadable times, and closing before opening', () => {
    expect(issuesOf(openingHourInputSchema.safeParse({ ...day, open: '10:15 AM' }))).toEqual(['open']);
    expect(issuesOf(openingHourInputSchema.safeParse({ ...day, close: '21:00' }))).toEqual(['close']);
    expect(issuesOf(openingHourInputSchema.safeParse({ ...day, open: '9:00 PM', close: '9:00 PM' }))).toEqual(
      ['close'],
    );
    expect(issuesOf(openingHourInputSchema.safeParse({ ...day, open: null }))).toEqual(['open']);
  });
});

describe('the week', () => {
  it('needs each of the 7 days once', () => {
    expect(weeklyHoursSchema.safeParse(DEFAULT_OPENING_HOURS).success).toBe(true);
    expect(weeklyHoursSchema.safeParse(DEFAULT_OPENING_HOURS.slice(1)).success).toBe(false);
    const twice = [...DEFAULT_OPENING_HOURS.slice(1), DEFAULT_OPENING_HOURS[1]];
    expect(weeklyHoursSchema.safeParse(twice).success).toBe(false);
  });
});

describe('a restaurant update', () => {
  it('takes only the changed fields', () => {
    expect(restaurantUpdateSchema.parse({ description: ' New words ' })).toEqual({
      description: 'New words',
    });
  });

  it('refuses an empty update, unknown fields, images of other hosts and coordinates off the globe', () => {
    expect(restaurantUpdateSchema.safeParse({}).success).toBe(false);
    expect(restaurantUpdateSchema.safeParse({ rating: 5 }).success).toBe(false);
    expect(issuesOf(restaurantUpdateSchema.safeParse({ images: ['https://example.com/a.jpg'] }))).toEqual([
      'images.0',
    ]);
    const address = {
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      country: 'USA',
      coordinates: { lat: 91, lng: -181 },
    };
    expect(issuesOf(restaurantUpdateSchema.safeParse({ address }))).toEqual([
      'address.coordinates.lat',
      'address.coordinates.lng',
    ]);
  });
});
