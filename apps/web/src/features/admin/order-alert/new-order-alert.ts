/** Timers the alert repeats its chime with (the browser's, or a test's fake ones). */
export interface AlertTimers {
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/** How often the chime repeats while new orders are still unseen. */
export const CHIME_REPEAT_MS = 25_000;

export interface NewOrderAlert {
  /** A customer placed this order (repeats of the same id count once). */
  orderArrived: (orderId: string) => void;
  /** Whether the pickups board is in front of the owner now (its section open and the tab visible). */
  setBoardInView: (inView: boolean) => void;
  unseenCount: () => number;
  /** Stops the repeating chime (the dashboard closed). */
  dispose: () => void;
}

/**
 * Keeps a new order from going unnoticed: every order placed while the pickups board is out of sight is unseen
 * until the board is in view again; the chime sounds when an order arrives and then every `repeatMs` while any
 * order is unseen. An order that arrives while the board is in view is seen at once (it chimes once).
 */
export function createNewOrderAlert({
  chime,
  timers,
  onUnseenChange,
  repeatMs = CHIME_REPEAT_MS,
}: {
  chime: () => void;
  timers: AlertTimers;
  onUnseenChange: (count: number) => void;
  repeatMs?: number;
}): NewOrderAlert {
  const unseen = new Set<string>();
  const seen = new Set<string>();
  let boardInView = false;
  let repeating: unknown = null;

  const stopRepeating = () => {
    if (repeating === null) return;
    timers.clearInterval(repeating);
    repeating = null;
  };

  return {
    orderArrived(orderId) {
      if (unseen.has(orderId) || seen.has(orderId)) return;
      chime();
      if (boardInView) {
        seen.add(orderId);
        return;
      }
      unseen.add(orderId);
      onUnseenChange(unseen.size);
      repeating ??= timers.setInterval(chime, repeatMs);
    },
    setBoardInView(inView) {
      boardInView = inView;
      if (!inView || unseen.size === 0) return;
      unseen.forEach((id) => seen.add(id));
      unseen.clear();
      stopRepeating();
      onUnseenChange(0);
    },
    unseenCount: () => unseen.size,
    dispose: stopRepeating,
  };
}

const TITLE_PREFIX = /^\(\d+\) New orders · /;

/** The tab's title with the count of unseen orders before it ('(2) New orders · Pickups …'), or as it is. */
export function titleWithUnseenOrders(title: string, unseen: number): string {
  const base = title.replace(TITLE_PREFIX, '');
  return unseen > 0 ? `(${unseen}) New orders · ${base}` : base;
}
