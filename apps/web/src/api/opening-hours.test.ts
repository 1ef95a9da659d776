import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/query-client';
import { bookingHoursQueryOptions, openingHoursQueryOptions } from './opening-hours';
import { specialDaysQueryOptions } from './special-days';

const HOURS = {
  openingHours: [{ day: 'Monday', open: '11:00', close: '22:00' }],
  timeZone: 'America/Chicago',
};
const SPECIAL_DAYS = [{ _id: 's1', date: '2026-12-24', closed: false, open: '11:00', close: '15:00' }];

function apiAnswering() {
  const fetch = vi.fn(async (url: string) => {
    const data = url === '/api/restaurants/opening-hours' ? HOURS : SPECIAL_DAYS;
    return new Response(JSON.stringify({ success: true, data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch, api: createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch }) };
}

describe('booking hours', () => {
  it('are the opening hours and special days read through their own queries, each endpoint fetched once', async () => {
    const { fetch, api } = apiAnswering();
    const queryClient = createQueryClient();

    const booking = await queryClient.fetchQuery(bookingHoursQueryOptions(api));
    await queryClient.fetchQuery(openingHoursQueryOptions(api));
    await queryClient.fetchQuery(specialDaysQueryOptions(api));

    expect(booking).toEqual({ ...HOURS, specialDays: SPECIAL_DAYS });
    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/restaurants/opening-hours',
      '/api/restaurants/special-days',
    ]);
  });
});
