import { useEffect, useState } from 'react';

/** Whether the screen is kept on: asking the browser, kept on, or not possible here (no support, refused). */
export type ScreenWakeState = 'asking' | 'on' | 'unavailable';

/**
 * Keeps the screen on while the component is mounted (Screen Wake Lock API). The browser lets the lock go when
 * the tab is hidden; it is asked for again each time the tab is visible.
 */
export function useScreenWakeLock(): ScreenWakeState {
  const [state, setState] = useState<ScreenWakeState>('asking');
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = async () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        // Without the API (an older browser) this throws too: the screen cannot be kept on here.
        const granted = await navigator.wakeLock.request('screen');
        if (stopped) {
          void granted.release();
          return;
        }
        lock = granted;
        setState('on');
        granted.addEventListener('release', () => {
          if (!stopped) setState('asking');
        });
      } catch {
        if (!stopped) setState('unavailable');
      }
    };
    const onVisibility = () => void request();
    void request();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release();
    };
  }, []);
  return state;
}
