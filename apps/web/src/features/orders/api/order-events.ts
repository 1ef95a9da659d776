import type { OrderStatus, StreamTicket } from '@flame/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { orderKeys } from './query-keys';

export type LiveState = 'connecting' | 'live' | 'offline';

const MAX_RETRY_MS = 30_000;

/**
 * Keeps an order's views live with Server-Sent Events (`GET /api/orders/{id}/events`), not polling. EventSource
 * cannot send the bearer token, so each connection starts with a one-minute ticket from
 * `POST /api/orders/{id}/events/ticket`. Every change refetches the order and its tracking; a dropped stream is
 * reopened with a fresh ticket, with growing pauses.
 */
export function useOrderEvents(
  orderId: string,
  { enabled, status }: { enabled: boolean; status?: OrderStatus },
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>('connecting');
  const statusRef = useRef(status);
  useEffect(() => {
    statusRef.current = status;
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let attempt = 0;

    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.tracking(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
    };
    const retryLater = () => {
      if (stopped) return;
      setState('offline');
      timer = setTimeout(connect, Math.min(MAX_RETRY_MS, 1000 * 2 ** attempt));
      attempt += 1;
    };

    async function connect() {
      try {
        const { ticket } = await api.post<StreamTicket>(
          `/orders/${encodeURIComponent(orderId)}/events/ticket`,
        );
        if (stopped) return;
        source = new EventSource(
          `/api/orders/${encodeURIComponent(orderId)}/events?ticket=${encodeURIComponent(ticket)}`,
        );
        source.addEventListener('ready', (event) => {
          attempt = 0;
          setState('live');
          const { status: now } = JSON.parse((event as MessageEvent<string>).data) as { status: OrderStatus };
          if (now !== statusRef.current) refresh();
        });
        source.addEventListener('order', refresh);
        source.addEventListener('resync', refresh);
        source.onerror = () => {
          source?.close();
          source = null;
          retryLater();
        };
      } catch (error) {
        // A missing order or an ended session will not get better by retrying.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          setState('offline');
          return;
        }
        retryLater();
      }
    }

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [api, enabled, orderId, queryClient]);

  return state;
}
