import type { OpeningHour, SpecialDay } from '@flame/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';

export interface BookingHours {
  openingHours: OpeningHour[];
  timeZone: string;
  /** Dates whose hours replace the weekly ones (closed for a holiday, short on Christmas Eve). */
  specialDays: SpecialDay[];
}

/**
 * The hours that booking times are offered in: the weekly hours and time zone
 * (`GET /api/restaurants/opening-hours`) and the coming special days (`GET /api/restaurants/special-days`).
 */
export async function getBookingHours(api: ApiClient): Promise<BookingHours> {
  const [hours, specialDays] = await Promise.all([
    api.get<Omit<BookingHours, 'specialDays'>>('/restaurants/opening-hours'),
    api.get<SpecialDay[]>('/restaurants/special-days'),
  ]);
  return { ...hours, specialDays };
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
