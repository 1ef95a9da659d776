import type { Restaurant } from '@flame/shared';
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';

/** The longest delay a browser timer takes (about 24.8 days); a longer pause is looked at again then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whether online orders are paused now, and until when (null: until the owner resumes). */
export interface OrderingPauseState {
  paused: boolean;
  until: Date | null;
}

/**
 * The pause as the clock reads it: a pause with an end is over at `orderingPausedUntil`, on this screen too,
 * without asking the server. `onEnded` runs once when a pause ends by itself while the page is open.
 */
export function useOrderingPauseState(
  restaurant: Pick<Restaurant, 'orderingPaused' | 'orderingPausedUntil'>,
  onEnded?: (until: Date) => void,
): OrderingPauseState {
  const { orderingPaused, orderingPausedUntil } = restaurant;
  const end = orderingPausedUntil === null ? null : new Date(orderingPausedUntil).getTime();
  const onEndedRef = useRef(onEnded);
  useEffect(() => {
    onEndedRef.current = onEnded;
  });

  const subscribe = useCallback(
    (notify: () => void) => {
      if (!orderingPaused || end === null) return () => {};
      let timer: number | undefined;
      const wait = () => {
        const left = end - Date.now();
        if (left <= 0) return;
        timer = window.setTimeout(
          () => {
            if (Date.now() >= end) {
              onEndedRef.current?.(new Date(end));
              notify();
            } else wait();
          },
          Math.min(left, MAX_TIMER_MS),
        );
      };
      wait();
      return () => window.clearTimeout(timer);
    },
    [orderingPaused, end],
  );
  const paused = useSyncExternalStore(
    subscribe,
    () => orderingPaused && (end === null || Date.now() < end),
    () => orderingPaused,
  );
  return { paused, until: paused && end !== null ? new Date(end) : null };
}
