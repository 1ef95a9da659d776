import type { OwnerBooking, PartyTime, StaffBookingBody } from '@flame/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { useInvalidate } from './invalidate';
import { queryKeys } from './query-keys';
import { ownerCancelInvalidates } from './reservations';

/**
 * `GET /api/reservations/staff/availability`: every quarter hour of the date's hours and whether the owner can
 * book the party then. Kept under the admin's reservations key, so a live booking event and the owner's own
 * changes read it again with the day.
 */
export const staffTimesQueryOptions = (api: ApiClient, date: string, partySize: number) =>
  queryOptions({
    queryKey: [...queryKeys.admin.reservations, 'staff-times', date, partySize],
    queryFn: () =>
      api.get<PartyTime[]>(
        `/reservations/staff/availability?date=${encodeURIComponent(date)}&partySize=${partySize}`,
      ),
    staleTime: 15_000,
  });

/** The times for the owner's 'New booking' form; asks nothing until the date and party size are valid. */
export function useStaffTimes(date: string, partySize: number, { enabled }: { enabled: boolean }) {
  return useQuery({ ...staffTimesQueryOptions(useApi(), date, partySize), enabled });
}

/**
 * `POST /api/reservations/staff`: the owner books a table for a guest without an account. Booked or refused,
 * the day, the times, the tables and the public tables page are read again (a refusal means the book changed).
 */
export function useAddStaffBooking() {
  const api = useApi();
  const refresh = useInvalidate([...ownerCancelInvalidates, queryKeys.partyTimes.all]);
  return useMutation({
    mutationFn: (body: StaffBookingBody) => api.post<OwnerBooking>('/reservations/staff', body),
    onSettled: refresh,
  });
}
