import type { OpeningHour } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

export interface BookingHours {
  openingHours: OpeningHour[];
  timeZone: string;
}

/** The opening hours and time zone that booking times are offered in: `GET /api/restaurants/opening-hours`. */
export function getBookingHours(api: ApiClient): Promise<BookingHours> {
  return api.get<BookingHours>('/restaurants/opening-hours');
}

export const bookingHoursQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['booking-hours'],
    queryFn: () => getBookingHours(api),
    staleTime: 5 * 60_000,
  });

export function useBookingHours({ enabled = true } = {}) {
  return useQuery({ ...bookingHoursQueryOptions(useApi()), enabled, retryOnMount: false });
}
