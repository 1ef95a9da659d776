import type { BookingChangeBody, OwnerBooking, PartyTime, StaffBookingBody } from '@flame/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { useInvalidate } from './invalidate';
import { queryKeys } from './query-keys';
import { ownerCancelInvalidates } from './reservations';

/**
 * `GET /api/reservations/staff/availability`: every quarter hour of the date's hours and whether the owner can
 * book the party then; with `except` (a booking being changed), its own tables count as free. Kept under the
 * admin's reservations key, so a live booking event and the owner's own changes read it again with the day.
 */
export const staffTimesQueryOptions = (api: ApiClient, date: string, partySize: number, except?: string) =>
  queryOptions({
    queryKey: [...queryKeys.admin.reservations, 'staff-times', date, partySize, except ?? null],
    queryFn: () =>
      api.get<PartyTime[]>(
        `/reservations/staff/availability?${new URLSearchParams({
          date,
          partySize: String(partySize),
          ...(except ? { except } : {}),
        }).toString()}`,
      ),
    staleTime: 15_000,
  });

/**
 * The times for the owner's 'New booking' and 'Change booking' forms; asks nothing until the date and party
 * size are valid.
 */
export function useStaffTimes(
  date: string,
  partySize: number,
  { enabled, except }: { enabled: boolean; except?: string },
) {
  return useQuery({ ...staffTimesQueryOptions(useApi(), date, partySize, except), enabled });
}

/**
 * What the owner's booking or change of a booking makes stale, booked or refused (a refusal means the book
 * changed): the day, the owner's times, the tables, the public tables page and the guests' times.
 */
const staffBookingInvalidates = [...ownerCancelInvalidates, queryKeys.partyTimes.all] as const;

/** `POST /api/reservations/staff`: the owner books a table for a guest without an account. */
export function useAddStaffBooking() {
  const api = useApi();
  const refresh = useInvalidate(staffBookingInvalidates);
  return useMutation({
    mutationFn: (body: StaffBookingBody) => api.post<OwnerBooking>('/reservations/staff', body),
    onSettled: refresh,
  });
}

/**
 * `PATCH /api/reservations/{id}`: the owner changes a booked party's date, time and size (the server assigns its
 * tables again and emails the guest). Changed or refused, the same views are read again as for a new booking.
 */
export function useChangeBooking() {
  const api = useApi();
  const refresh = useInvalidate(staffBookingInvalidates);
  return useMutation({
    mutationFn: ({ id, ...body }: BookingChangeBody & { id: string }) =>
      api.patch<OwnerBooking>(`/reservations/${id}`, body),
    onSettled: refresh,
  });
}
