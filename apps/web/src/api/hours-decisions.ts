import type { OpeningHour, WeeklyHoursDecision } from '@flame/shared';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../lib/api-context';
import { queryKeys } from './query-keys';

/**
 * `GET /api/restaurants/hours/decisions` (the owner's): the coming dates whose weekly hours, changed since, leave
 * out bookings until the owner keeps or cancels them. Read per weekly hours, so saving new ones reads it again.
 */
export function useWeeklyHoursDecisions(hours: readonly OpeningHour[]) {
  const api = useApi();
  return useQuery({
    queryKey: [...queryKeys.admin.outsideHours, 'weekly', hours],
    queryFn: () => api.get<WeeklyHoursDecision[]>('/restaurants/hours/decisions'),
  });
}
