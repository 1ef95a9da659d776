import { useCallback, useEffect, useRef, useState } from 'react';
import { playBeep, unlockBeep } from './beep';
import { createNewOrderAlert, titleWithUnseenOrders, type NewOrderAlert } from './new-order-alert';
import { readOrderSoundOn } from './order-sound-preference';

/** Whether the 'Turn on order sound' prompt shows: not yet asked, asking now, or asked (shown once only). */
type SoundPrompt = 'not-asked' | 'asking' | 'asked';

export interface NewOrderAlertState {
  unseenOrders: number;
  orderArrived: (orderId: string) => void;
  /** The pickups section reports that it is open (true) or closed (false). */
  setBoardOpen: (open: boolean) => void;
  /** The browser held the chime back: ask the owner for the click that lets it sound. */
  askForSound: boolean;
  turnOnSound: () => void;
  dismissSoundPrompt: () => void;
}

const tabVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * The browser side of the new-order alert: the chime (unless switched off in Settings; held back by the
 * browser until a click, which the dashboard then asks for once), the board in view (its section open and the
 * tab visible) and the tab's title counting unseen orders.
 */
export function useNewOrderAlert(enabled: boolean): NewOrderAlertState {
  const [unseenOrders, setUnseenOrders] = useState(0);
  const [prompt, setPrompt] = useState<SoundPrompt>('not-asked');
  const [boardOpen, setBoardOpen] = useState(false);
  const alert = useRef<NewOrderAlert | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const chime = () => {
      if (!readOrderSoundOn()) return;
      void playBeep().then((result) => {
        if (result === 'blocked') setPrompt((now) => (now === 'not-asked' ? 'asking' : now));
      });
    };
    const created = createNewOrderAlert({
      chime,
      timers: {
        setInterval: (run, ms) => window.setInterval(run, ms),
        clearInterval: (handle) => window.clearInterval(handle as number),
      },
      onUnseenChange: setUnseenOrders,
    });
    alert.current = created;
    return () => {
      created.dispose();
      alert.current = null;
      setUnseenOrders(0);
    };
  }, [enabled]);

  useEffect(() => {
    const update = () => alert.current?.setBoardInView(boardOpen && tabVisible());
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, [boardOpen, enabled]);

  useTabTitleCount(unseenOrders);

  const orderArrived = useCallback((orderId: string) => alert.current?.orderArrived(orderId), []);
  const turnOnSound = useCallback(() => {
    setPrompt('asked');
    void unlockBeep();
  }, []);
  const dismissSoundPrompt = useCallback(() => setPrompt('asked'), []);
  return {
    unseenOrders,
    orderArrived,
    setBoardOpen,
    askForSound: prompt === 'asking',
    turnOnSound,
    dismissSoundPrompt,
  };
}

/**
 * Puts the count of unseen orders before the tab's title, and keeps it there when a section sets its own title
 * (the title is watched, since each page sets it after this runs).
 */
function useTabTitleCount(count: number) {
  useEffect(() => {
    const apply = () => {
      const next = titleWithUnseenOrders(document.title, count);
      if (document.title !== next) document.title = next;
    };
    apply();
    if (count === 0) return;
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithUnseenOrders(document.title, 0);
    };
  }, [count]);
}
