import type { MyReservationEvent, Reservation, StreamTicket } from '@flame/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidate } from '../../../api/invalidate';
import { myBookingChangeInvalidates, myReservationsQueryOptions } from '../../../api/reservations';
import { useApi } from '../../../lib/api-context';
import { openLiveStream } from '../../../lib/live-stream';

/**
 * Keeps the signed-in customer's tables and 'Your Reservation' live with Server-Sent Events
 * (`GET /api/restaurants/reservations/events`, opened with a one-minute ticket like an order's stream): every
 * booking or cancellation of their own reservations, from another device or by the restaurant, refetches both.
 * `onCancelledByRestaurant` gets the reservation as it was shown, so the page can say what happened to it.
 */
export function useMyReservationEvents(
  userId: string | undefined,
  onCancelledByRestaurant: (reservation: Reservation) => void,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const onCancelledRef = useRef(onCancelledByRestaurant);
  useEffect(() => {
    onCancelledRef.current = onCancelledByRestaurant;
  });

  useEffect(() => {
    if (!userId) return;
    const refresh = () => void invalidate(queryClient, myBookingChangeInvalidates);
    // A reopened stream may have missed events: refetch then (the first opening follows a fresh load).
    let opened = false;
    return openLiveStream({
      getTicket: async () => (await api.post<StreamTicket>('/restaurants/reservations/events/ticket')).ticket,
      url: (ticket) => `/api/restaurants/reservations/events?ticket=${encodeURIComponent(ticket)}`,
      onState: () => undefined,
      on: {
        ready: () => {
          if (opened) refresh();
          opened = true;
        },
        reservation: (data) => {
          const event = data as MyReservationEvent;
          if (event.type === 'cancelled' && event.by === 'restaurant') {
            const shown = queryClient.getQueryData(myReservationsQueryOptions(api, userId).queryKey);
            const reservation = shown?.find((r) => r._id === event.reservationId);
            if (reservation) onCancelledRef.current(reservation);
          }
          refresh();
        },
        resync: refresh,
      },
    });
  }, [api, queryClient, userId]);
}
