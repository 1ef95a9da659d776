import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
/** Read through `Date.now()`, the one clock the browser tests shift. */
const currentTime = () => new Date(Date.now());

/**
 * The current time, renewed every `intervalMs`; `null` on the server and while the page hydrates, so what
 * depends on the clock (open now, a pause's end, pickup times, 'in 12 minutes') renders after hydration and the
 * server's HTML never depends on when it was made. A component that mounts in the browser after hydration gets
 * the time at once. The time after hydration and each renewal render in a transition: React renders what they
 * change a few milliseconds at a time, between the browser's own work, instead of in one long task.
 */
export function useNow(intervalMs = 60_000): Date | null {
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [now, setNow] = useState(() => (hydrated ? currentTime() : null));
  useEffect(() => {
    const renew = () => startTransition(() => setNow(currentTime()));
    if (!now) renew();
    const timer = setInterval(renew, intervalMs);
    return () => clearInterval(timer);
    // The first time comes once, when the component has mounted; a new interval keeps the time it has.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intervalMs]);
  return now;
}
