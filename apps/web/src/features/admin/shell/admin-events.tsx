import type { AdminEventName, AdminOrderEvent, PickupRow, StreamTicket } from '@flame/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useApi } from '../../../lib/api-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { openLiveStream, type LiveState } from '../../../lib/live-stream';
import { adminEventInvalidates, type AdminChangeEvent } from '../../../api/admin-events';
import { invalidate, refetchNow } from '../../../api/invalidate';
import { pickupsQueryOptions } from '../../../api/pickups';
import { ownedRestaurantQueryKey, ownedRestaurantQueryOptions } from '../../../api/restaurant';
import { useNewOrderAlert, type NewOrderAlertState } from '../order-alert/use-new-order-alert';

type Listener = (name: AdminEventName, data: unknown) => void;

/** The orders on the board that wait to be accepted. */
const pendingIdsOf = (rows: readonly PickupRow[]) =>
  rows.filter((row) => row.status === 'pending').map((row) => row._id);

interface AdminEvents extends Omit<
  NewOrderAlertState,
  'orderArrived' | 'orderAnswered' | 'cancelledByCustomer'
> {
  /** Whether the dashboard belongs to the signed-in owner (the stream and the badges run only then). */
  enabled: boolean;
  state: LiveState;
  subscribe: (listener: Listener) => () => void;
}

const AdminEventsContext = createContext<AdminEvents | null>(null);

/**
 * The dashboard's one live connection (`GET /api/admin/events`, Server-Sent Events): sections subscribe to it
 * with `useAdminEvent`, the side menu reads its badges from it. EventSource cannot send the bearer token, so
 * each connection starts with a one-minute ticket (`POST /api/admin/events/ticket`); a dropped stream is
 * reopened with a fresh ticket after growing pauses, and views refetch ('resync') once it is back. A new order
 * raises the new-order alert: the chime repeats until it is accepted (read from the board's list of pending
 * orders), the title and the badge count it until the board has been in view; a customer's cancellation of an
 * accepted order chimes until someone acknowledges it. Each order event also
 * refreshes the owned restaurant, whose pause may have started or ended with it ('unanswered').
 */
export function AdminEventsProvider({
  restaurantId,
  children,
}: {
  restaurantId: string;
  children: ReactNode;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const owned = useQuery({
    ...ownedRestaurantQueryOptions(api),
    enabled: user?.role === 'admin',
    retry: false,
    // A pause may start by the clock alone (an order unanswered too long): read again while the dashboard is open.
    refetchInterval: 30_000,
  });
  const enabled = owned.data?._id === restaurantId;
  const [state, setState] = useState<LiveState>('connecting');
  // The board's own query, read for the alert: it adds no retries or refetches of its own to the board's, so a
  // failed load shows the board's 'Try Again' as it did; order events keep it fresh.
  const pickups = useQuery({
    ...pickupsQueryOptions(api),
    enabled,
    select: pendingIdsOf,
    retry: false,
    retryOnMount: false,
    refetchOnMount: false,
  });
  const { orderArrived, orderAnswered, cancelledByCustomer, ...alert } = useNewOrderAlert(
    enabled,
    pickups.data,
  );
  const listeners = useRef(new Set<Listener>());

  useEffect(() => {
    if (!enabled) return;
    const emit = (name: AdminEventName, data: unknown) => {
      listeners.current.forEach((listener) => listener(name, data));
    };
    return openLiveStream({
      getTicket: async () => (await api.post<StreamTicket>('/admin/events/ticket')).ticket,
      url: (ticket) => `/api/admin/events?ticket=${encodeURIComponent(ticket)}`,
      onState: setState,
      on: {
        // Anything may have changed before the stream was listening (or while it was down): views refetch.
        ready: () => {
          emit('resync', null);
          void refetchNow(queryClient, adminEventInvalidates.message);
        },
        order: (data) => {
          const event = data as Partial<AdminOrderEvent>;
          if (event.type === 'created' && event.orderId) orderArrived(event.orderId);
          if (event.type === 'status' && event.orderId && event.status !== 'pending') {
            orderAnswered(event.orderId);
            if (event.status === 'cancelled' && event.by === 'customer' && event.from !== 'pending') {
              cancelledByCustomer({ orderId: event.orderId, orderNumber: event.orderNumber ?? null });
            }
          }
          // The alert's list of pending orders and the pause (the board refetches its own through `emit`).
          void invalidate(queryClient, [pickupsQueryOptions(api).queryKey, ownedRestaurantQueryKey]);
          emit('order', data);
        },
        reservation: (data) => emit('reservation', data),
        waitlist: (data) => emit('waitlist', data),
        mail: (data) => emit('mail', data),
        message: (data) => {
          void refetchNow(queryClient, adminEventInvalidates.message);
          emit('message', data);
        },
        resync: (data) => {
          void refetchNow(queryClient, adminEventInvalidates.message);
          emit('resync', data);
        },
      },
    });
  }, [api, enabled, queryClient, orderArrived, orderAnswered, cancelledByCustomer]);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const {
    waitingOrders,
    unseenOrders,
    chimes,
    setBoardOpen,
    cancellations,
    acknowledgeCancellation,
    askForSound,
    turnOnSound,
    dismissSoundPrompt,
  } = alert;
  const value = useMemo<AdminEvents>(
    () => ({
      enabled,
      state,
      waitingOrders,
      unseenOrders,
      chimes,
      setBoardOpen,
      cancellations,
      acknowledgeCancellation,
      askForSound,
      turnOnSound,
      dismissSoundPrompt,
      subscribe,
    }),
    [
      enabled,
      state,
      waitingOrders,
      unseenOrders,
      chimes,
      setBoardOpen,
      cancellations,
      acknowledgeCancellation,
      askForSound,
      turnOnSound,
      dismissSoundPrompt,
      subscribe,
    ],
  );
  return <AdminEventsContext.Provider value={value}>{children}</AdminEventsContext.Provider>;
}

export function useAdminEvents(): AdminEvents {
  const value = useContext(AdminEventsContext);
  if (!value) throw new Error('useAdminEvents must be used inside <AdminEventsProvider>');
  return value;
}

/** Calls `onEvent` for each live event of these names (and on 'resync', when events may have been missed). */
export function useAdminEvent(
  names: readonly AdminEventName[],
  onEvent: (name: AdminEventName, data: unknown) => void,
) {
  const { subscribe } = useAdminEvents();
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = names.join(',');
  useEffect(
    () =>
      subscribe((name, data) => {
        if (name === 'resync' || key.split(',').includes(name)) handler.current(name, data);
      }),
    [subscribe, key],
  );
}

/** Keeps a view live: on each event of this kind (and after a 'resync') refetches what the event changes. */
export function useRefetchOnAdminEvent(event: AdminChangeEvent) {
  const queryClient = useQueryClient();
  useAdminEvent([event], () => void refetchNow(queryClient, adminEventInvalidates[event]));
}
