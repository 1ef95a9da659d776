import { useEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
/** Read through `Date.now()`, the one clock the browser tests shift. */
const currentTime = () => new Date(Date.now());

/**
 * The current time, renewed every `intervalMs`; `null` on the server and while the page hydrates, so what
 * depends on the clock (open now, a pause's end, pickup times, 'in 12 minutes') renders after hydration and the
 * server's HTML never depends on when it was made. A component that mounts in the browser after hydration gets
 * the time at once.
 */
export function useNow(intervalMs = 60_000): Date | null {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [now, setNow] = useState(currentTime);
  useEffect(() => {
    const timer = setInterval(() => setNow(currentTime()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return hydrated ? now : null;
}
