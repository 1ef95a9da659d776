import type { PartyBookingBody, PartyReservation, PartyTime } from '@flame/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { useInvalidate } from './invalidate';
import { queryKeys } from './query-keys';
import { myBookingChangeInvalidates } from './reservations';

/** `GET /api/reservations/availability`: every quarter hour of the date's booking hours, and whether it is free. */
export const partyTimesQueryOptions = (api: ApiClient, date: string, partySize: number) =>
  queryOptions({
    queryKey: queryKeys.partyTimes.of(date, partySize),
    queryFn: () =>
      api.get<PartyTime[]>(
        `/reservations/availability?date=${encodeURIComponent(date)}&partySize=${partySize}`,
      ),
    staleTime: 30_000,
  });

export function usePartyTimes(date: string, partySize: number) {
  return useQuery({ ...partyTimesQueryOptions(useApi(), date, partySize), enabled: date !== '' });
}

/** `POST /api/reservations`; afterwards (booked or refused) the times, tables and reservations are read again. */
export function useBookParty() {
  const api = useApi();
  const refresh = useInvalidate([queryKeys.partyTimes.all, ...myBookingChangeInvalidates]);
  return useMutation({
    mutationFn: (body: PartyBookingBody) => api.post<PartyReservation>('/reservations', body),
    onSettled: refresh,
  });
}
