import type { OpeningHour, SpecialDay } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { queryKeys } from './query-keys';
import { specialDaysQueryOptions } from './special-days';

export interface OpeningHours {
  openingHours: OpeningHour[];
  timeZone: string;
}

/**
 * `GET /api/restaurants/opening-hours`: the weekly hours and the zone they are read in. The pickup picker offers
 * times in them; the booking form reads them with the special days.
 */
export function getOpeningHours(api: ApiClient): Promise<OpeningHours> {
  return api.get<OpeningHours>('/restaurants/opening-hours');
}

export const openingHoursQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.openingHours.all,
    queryFn: () => getOpeningHours(api),
    staleTime: 5 * 60_000,
  });

/** The hours pickup times are offered in. */
export function usePickupHours() {
  return useQuery(openingHoursQueryOptions(useApi()));
}

export interface BookingHours extends OpeningHours {
  /** Dates whose hours replace the weekly ones (closed for a holiday, short on Christmas Eve). */
  specialDays: SpecialDay[];
}

/**
 * The hours booking times are offered in: the weekly hours and the coming special days, each read through its
 * own query (so one answer serves every screen that reads it).
 */
export const bookingHoursQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: queryKeys.openingHours.withSpecialDays,
    queryFn: async ({ client }): Promise<BookingHours> => {
      const [hours, specialDays] = await Promise.all([
        client.fetchQuery(openingHoursQueryOptions(api)),
        client.fetchQuery(specialDaysQueryOptions(api)),
      ]);
      return { ...hours, specialDays };
    },
    staleTime: 5 * 60_000,
  });

export function useBookingHours({ enabled = true } = {}) {
  return useQuery({ ...bookingHoursQueryOptions(useApi()), enabled, retryOnMount: false });
}
