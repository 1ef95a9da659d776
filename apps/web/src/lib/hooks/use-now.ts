import { useSyncExternalStore } from 'react';

/**
 * The current time, re-read every `intervalMs`, or `null` on the server and during hydration: what depends on
 * the clock (open now, relative times) renders after hydration, so server and client HTML always agree.
 */
export function useNow(intervalMs = 60_000): Date | null {
  const minute = useSyncExternalStore(
    (notify) => {
      const timer = window.setInterval(notify, intervalMs);
      return () => window.clearInterval(timer);
    },
    () => Math.floor(Date.now() / intervalMs),
    () => null,
  );
  return minute === null ? null : new Date(minute * intervalMs);
}
