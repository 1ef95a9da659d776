import { useCallback, useEffect, useRef, useState } from 'react';
import { playBeep, unlockBeep } from './beep';
import {
  createNewOrderAlert,
  titleWithWaitingOrders,
  type CustomerCancellation,
  type NewOrderAlert,
  type OrderAlertState,
} from './new-order-alert';
import { readOrderSoundOn } from './order-sound-preference';

/** Whether the 'Turn on order sound' prompt shows: not yet asked, asking now, or asked (shown once only). */
type SoundPrompt = 'not-asked' | 'asking' | 'asked';

export interface NewOrderAlertState {
  /** Orders waiting to be accepted: the chime repeats while there are any. */
  waitingOrders: number;
  /** Orders placed since the pickups board was last in view (the title and the Pickups badge). */
  unseenOrders: number;
  /** How many times the chime has sounded (or been tried) in this page: the dashboard's indicator pulses with it. */
  chimes: number;
  /** The pickups section reports that it is open (true) or closed (false). */
  setBoardOpen: (open: boolean) => void;
  /** Customers' cancellations of accepted orders, until acknowledged. */
  cancellations: CustomerCancellation[];
  orderArrived: (orderId: string) => void;
  orderAnswered: (orderId: string) => void;
  cancelledByCustomer: (cancellation: CustomerCancellation) => void;
  acknowledgeCancellation: (orderId: string) => void;
  /** The browser held the chime back: ask the owner for the click that lets it sound. */
  askForSound: boolean;
  turnOnSound: () => void;
  dismissSoundPrompt: () => void;
}

const QUIET: OrderAlertState = { waiting: 0, unseen: 0, cancellations: [] };

const tabVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * The browser side of the new-order alert: the chime (unless switched off in Settings; held back by the
 * browser until a click, which the dashboard then asks for once), repeating while an order waits to be accepted
 * (`pendingIds`: the server's pending orders, read again after each change) or a customer's cancellation to be
 * acknowledged, and the tab's title counting them.
 */
export function useNewOrderAlert(
  enabled: boolean,
  pendingIds: readonly string[] | undefined,
): NewOrderAlertState {
  const [state, setState] = useState<OrderAlertState>(QUIET);
  const [prompt, setPrompt] = useState<SoundPrompt>('not-asked');
  const [chimes, setChimes] = useState(0);
  const [boardOpen, setBoardOpen] = useState(false);
  const alert = useRef<NewOrderAlert | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const chime = () => {
      setChimes((count) => count + 1);
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
      onChange: setState,
    });
    alert.current = created;
    return () => {
      created.dispose();
      alert.current = null;
      setState(QUIET);
    };
  }, [enabled]);

  useEffect(() => {
    if (pendingIds) alert.current?.pendingOrders(pendingIds);
  }, [pendingIds, enabled]);

  useEffect(() => {
    const update = () => alert.current?.setBoardInView(boardOpen && tabVisible());
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, [boardOpen, enabled]);

  useTabTitleCount(state);

  const orderArrived = useCallback((orderId: string) => alert.current?.orderArrived(orderId), []);
  const orderAnswered = useCallback((orderId: string) => alert.current?.orderAnswered(orderId), []);
  const cancelledByCustomer = useCallback(
    (cancellation: CustomerCancellation) => alert.current?.cancelledByCustomer(cancellation),
    [],
  );
  const acknowledgeCancellation = useCallback((orderId: string) => alert.current?.acknowledge(orderId), []);
  const turnOnSound = useCallback(() => {
    setPrompt('asked');
    void unlockBeep();
  }, []);
  const dismissSoundPrompt = useCallback(() => setPrompt('asked'), []);
  return {
    waitingOrders: state.waiting,
    unseenOrders: state.unseen,
    chimes,
    setBoardOpen,
    cancellations: state.cancellations,
    orderArrived,
    orderAnswered,
    cancelledByCustomer,
    acknowledgeCancellation,
    askForSound: prompt === 'asking',
    turnOnSound,
    dismissSoundPrompt,
  };
}

/**
 * Puts the count of unseen orders (or of cancellations to acknowledge) before the tab's title, and keeps it there when a section sets its own title
 * (the title is watched, since each page sets it after this runs).
 */
function useTabTitleCount(state: OrderAlertState) {
  const { unseen } = state;
  const cancelled = state.cancellations.length;
  useEffect(() => {
    const apply = () => {
      const next = titleWithWaitingOrders(document.title, unseen, cancelled);
      if (document.title !== next) document.title = next;
    };
    apply();
    if (unseen === 0 && cancelled === 0) return;
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithWaitingOrders(document.title, 0, 0);
    };
  }, [unseen, cancelled]);
}
