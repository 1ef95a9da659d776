import type { BookingBody, CancelLinkView, Reservation } from '@flame/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../lib/api-client';
import { useApi } from '../lib/api-context';
import { useInvalidate } from './invalidate';
import { queryKeys } from './query-keys';

/** The signed-in customer's reservations that have not ended, soonest first. */
export function getMyReservations(api: ApiClient): Promise<Reservation[]> {
  return api.get<Reservation[]>('/restaurants/reservations');
}

export const myReservationsQueryOptions = (api: ApiClient, userId: string) =>
  queryOptions({
    queryKey: queryKeys.reservations.mineOf(userId),
    queryFn: () => getMyReservations(api),
    staleTime: 30_000,
  });

export function useMyReservations(userId: string | undefined) {
  return useQuery({
    ...myReservationsQueryOptions(useApi(), userId ?? ''),
    enabled: userId !== undefined,
  });
}

/** After a customer's booking changes (booked, refused, cancelled, live event): the tables and their reservations. */
export const myBookingChangeInvalidates = [queryKeys.tables.all, queryKeys.reservations.mine] as const;

/** The per-table body, with the guest's phone that every booking form asks for. */
export type TableBookingRequest = BookingBody & { phone?: string };

/** `POST /api/restaurants/table/book`. */
export function bookTable(api: ApiClient, body: TableBookingRequest): Promise<Reservation> {
  return api.post<Reservation>('/restaurants/table/book', body);
}

/** Books a table; afterwards (booked or refused) the tables and reservations are read again. */
export function useBookTable() {
  const api = useApi();
  const refresh = useInvalidate(myBookingChangeInvalidates);
  return useMutation({ mutationFn: (body: TableBookingRequest) => bookTable(api, body), onSettled: refresh });
}

/** `POST /api/restaurants/table/unbook-table` with the reservation's id: the customer cancels their booking. */
export function cancelMyReservation(api: ApiClient, reservationId: string): Promise<Reservation> {
  return api.post<Reservation>('/restaurants/table/unbook-table', { reservationId });
}

export function useCancelMyReservation() {
  const api = useApi();
  const refresh = useInvalidate(myBookingChangeInvalidates);
  return useMutation({
    mutationFn: (reservationId: string) => cancelMyReservation(api, reservationId),
    onSettled: refresh,
  });
}

/** `GET /api/reservations/cancel?token=`: the booking the emailed link names (changes nothing). */
export function useCancelLinkView(token: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.reservations.cancelLink(token),
    queryFn: () => api.get<CancelLinkView>(`/reservations/cancel?token=${encodeURIComponent(token)}`),
    enabled: token.length > 0,
    retry: false,
  });
}

/** `POST /api/reservations/cancel`: cancels the booking the emailed link names. */
export function useCancelByLink(token: string) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.post<CancelLinkView>('/reservations/cancel', { token }),
  });
}

/** What a live booking event changes on the dashboard: the upcoming reservations (Tables and Reservations read them). */
export const reservationEventInvalidates = [queryKeys.admin.reservations] as const;

/** `GET /api/restaurants/reservations/all`: every reservation that has not ended, soonest first. */
export function upcomingReservationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.admin.reservations,
    queryFn: () => api.get<Reservation[]>('/restaurants/reservations/all'),
  });
}

/** The upcoming reservations; opening a section that shows them always reloads them. */
export function useUpcomingReservations() {
  return useQuery({ ...upcomingReservationsQueryOptions(useApi()), refetchOnMount: 'always' });
}

/** After the owner cancels a booking: the upcoming reservations, the owner's tables and the public /tables page. */
export const ownerCancelInvalidates = [
  queryKeys.admin.reservations,
  queryKeys.admin.tables,
  queryKeys.tables.all,
  queryKeys.admin.outsideHours,
] as const;

/** `POST /api/restaurants/unbook-table`: the owner cancels a guest's reservation. */
export function useCancelGuestReservation() {
  const api = useApi();
  const refresh = useInvalidate(ownerCancelInvalidates);
  return useMutation({
    /** `reason`: what the guest is told by email and on the booking's page ('' for none). */
    mutationFn: ({ reservationId, reason }: { reservationId: string; reason: string }) =>
      api.post<Reservation>('/restaurants/unbook-table', { reservationId, reason }),
    onSettled: refresh,
  });
}
