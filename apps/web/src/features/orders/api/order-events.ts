import type { OrderStatus, StreamTicket } from '@flame/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { invalidate } from '../../../api/invalidate';
import { orderChangeInvalidates } from '../../../api/orders';
import { useApi } from '../../../lib/api-context';
import { openLiveStream, type LiveState } from '../../../lib/live-stream';

export type { LiveState };

/**
 * Keeps an order's views live with Server-Sent Events (`GET /api/orders/{id}/events`), not polling. EventSource
 * cannot send the bearer token, so each connection starts with a one-minute ticket from
 * `POST /api/orders/{id}/events/ticket`. Every change refetches the order and its tracking; a dropped stream is
 * reopened with a fresh ticket, with growing pauses.
 */
export function useOrderEvents(
  orderId: string,
  { enabled, shown }: { enabled: boolean; shown?: { status: OrderStatus; pickupTime: string } },
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const shownRef = useRef(shown);
  useEffect(() => {
    shownRef.current = shown;
  });

  useEffect(() => {
    if (!enabled) return;
    const id = encodeURIComponent(orderId);
    const refresh = () => void invalidate(queryClient, orderChangeInvalidates(orderId));
    return openLiveStream({
      getTicket: async () => (await api.post<StreamTicket>(`/orders/${id}/events/ticket`)).ticket,
      url: (ticket) => `/api/orders/${id}/events?ticket=${encodeURIComponent(ticket)}`,
      onState: setState,
      on: {
        // The order as the stream opened: a status or pickup time changed since the view was read (before the
        // stream listened) is read again.
        ready: (data) => {
          const now = data as { status: OrderStatus; pickupTime: string };
          const view = shownRef.current;
          if (now.status !== view?.status || Date.parse(now.pickupTime) !== Date.parse(view.pickupTime))
            refresh();
        },
        order: refresh,
        resync: refresh,
      },
    });
  }, [api, enabled, orderId, queryClient]);

  return state;
}
