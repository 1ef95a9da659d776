import type { AdminEventName, StreamTicket } from '@flame/shared';
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
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
import { ApiError } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { playBeep } from './beep';
import { inboxQueryKey } from './inbox-count';
import { ownedRestaurantQueryOptions } from './owned-restaurant';

export type AdminLiveState = 'connecting' | 'live' | 'offline';
type Listener = (name: AdminEventName, data: unknown) => void;

interface AdminEvents {
  /** Whether the dashboard belongs to the signed-in owner (the stream and the badges run only then). */
  enabled: boolean;
  state: AdminLiveState;
  /** New orders since the owner last opened Pickups. */
  newPickups: number;
  clearNewPickups: () => void;
  subscribe: (listener: Listener) => () => void;
}

const AdminEventsContext = createContext<AdminEvents | null>(null);

const MAX_RETRY_MS = 30_000;
const NAMES: readonly AdminEventName[] = ['order', 'reservation', 'message'];

/**
 * The dashboard's one live connection (`GET /api/admin/events`, Server-Sent Events): sections subscribe to it
 * with `useAdminEvent`, the side menu reads its badges from it. EventSource cannot send the bearer token, so
 * each connection starts with a one-minute ticket (`POST /api/admin/events/ticket`); a dropped stream is
 * reopened with a fresh ticket after growing pauses, and views refetch ('resync') once it is back.
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
  });
  const enabled = owned.data?._id === restaurantId;
  const [state, setState] = useState<AdminLiveState>('connecting');
  const [newPickups, setNewPickups] = useState(0);
  const listeners = useRef(new Set<Listener>());

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let attempt = 0;

    const emit = (name: AdminEventName, data: unknown) => {
      listeners.current.forEach((listener) => listener(name, data));
    };
    const retryLater = () => {
      if (stopped) return;
      setState('offline');
      timer = setTimeout(() => void connect(), Math.min(MAX_RETRY_MS, 1000 * 2 ** attempt));
      attempt += 1;
    };

    async function connect() {
      try {
        const { ticket } = await api.post<StreamTicket>('/admin/events/ticket');
        if (stopped) return;
        source = new EventSource(`/api/admin/events?ticket=${encodeURIComponent(ticket)}`);
        source.addEventListener('ready', () => {
          attempt = 0;
          setState('live');
          // Anything may have changed before the stream was listening (or while it was down): views refetch.
          emit('resync', null);
          void refetchNow(queryClient, inboxQueryKey);
        });
        for (const name of [...NAMES, 'resync'] as const) {
          source.addEventListener(name, (event) => {
            const data = JSON.parse((event as MessageEvent<string>).data) as unknown;
            if (name === 'order' && (data as { type?: string }).type === 'created') {
              setNewPickups((count) => count + 1);
              playBeep();
            }
            if (name === 'message' || name === 'resync') {
              void refetchNow(queryClient, inboxQueryKey);
            }
            emit(name, data);
          });
        }
        source.onerror = () => {
          source?.close();
          source = null;
          retryLater();
        };
      } catch (error) {
        // A signed-out or refused owner will not get better by retrying.
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
  }, [api, enabled, queryClient]);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const clearNewPickups = useCallback(() => setNewPickups(0), []);
  const value = useMemo<AdminEvents>(
    () => ({ enabled, state, newPickups, clearNewPickups, subscribe }),
    [enabled, state, newPickups, clearNewPickups, subscribe],
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

/**
 * Refetches now, even a query whose first load is still running: that load began before the change, and
 * invalidating alone would reuse it (TanStack Query joins a first fetch in flight rather than restart it).
 */
export async function refetchNow(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/** Keeps a section's queries live: refetches them on each of these events (and after a 'resync'). */
export function useRefetchOnAdminEvent(names: readonly AdminEventName[], queryKey: QueryKey) {
  const queryClient = useQueryClient();
  useAdminEvent(names, () => void refetchNow(queryClient, queryKey));
}
