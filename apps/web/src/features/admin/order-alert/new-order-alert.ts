import { orderName } from '@flame/shared';
/** Timers the alert repeats its chime with (the browser's, or a test's fake ones). */
export interface AlertTimers {
  setInterval: (run: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/** How often the chime repeats while an order waits to be accepted or a cancellation to be acknowledged. */
export const CHIME_REPEAT_MS = 20_000;

/** A customer's cancellation of an order the kitchen had accepted, until someone acknowledges it. */
export interface CustomerCancellation {
  orderId: string;
  orderNumber: number | null;
}

/**
 * What the dashboard shows of the alert: orders waiting to be accepted (the chime repeats for them), orders
 * placed since the pickups board was last in view (the tab's title and the Pickups badge count them), and the
 * customers' cancellations not acknowledged yet.
 */
export interface OrderAlertState {
  waiting: number;
  unseen: number;
  cancellations: CustomerCancellation[];
}

export interface NewOrderAlert {
  /** A customer placed this order: it chimes now, and again until the order is accepted. */
  orderArrived: (orderId: string) => void;
  /** The orders the server lists as pending (new, not accepted): the authority, read after every change. */
  pendingOrders: (orderIds: readonly string[]) => void;
  /** The order left 'pending' (accepted, or cancelled). */
  orderAnswered: (orderId: string) => void;
  /** Whether the pickups board is in front of the owner now (its section open and the tab visible). */
  setBoardInView: (inView: boolean) => void;
  /** A customer cancelled an order the kitchen had accepted: it chimes until acknowledged. */
  cancelledByCustomer: (cancellation: CustomerCancellation) => void;
  acknowledge: (orderId: string) => void;
  state: () => OrderAlertState;
  /** Stops the repeating chime (the dashboard closed). */
  dispose: () => void;
}

/**
 * Keeps a new order from going unanswered: the chime sounds when an order arrives and then every `repeatMs` while
 * any order is still pending (accepting it, not looking at it, ends its part), and the same when a customer
 * cancels an order the kitchen had accepted, until someone acknowledges that cancellation. Separately, an order
 * that arrives while the board is out of sight counts as unseen until the board is in view again.
 */
export function createNewOrderAlert({
  chime,
  timers,
  onChange,
  repeatMs = CHIME_REPEAT_MS,
}: {
  chime: () => void;
  timers: AlertTimers;
  onChange: (state: OrderAlertState) => void;
  repeatMs?: number;
}): NewOrderAlert {
  let pending = new Set<string>();
  /** Orders answered since: a list read before the answer must not bring them back. */
  const answered = new Set<string>();
  const cancellations = new Map<string, CustomerCancellation>();
  const unseen = new Set<string>();
  let boardInView = false;
  let repeating: unknown = null;

  const state = (): OrderAlertState => ({
    waiting: pending.size,
    unseen: unseen.size,
    cancellations: [...cancellations.values()],
  });

  const update = () => {
    const alerting = pending.size > 0 || cancellations.size > 0;
    if (alerting) repeating ??= timers.setInterval(chime, repeatMs);
    else if (repeating !== null) {
      timers.clearInterval(repeating);
      repeating = null;
    }
    onChange(state());
  };

  return {
    orderArrived(orderId) {
      if (pending.has(orderId) || answered.has(orderId)) return;
      pending.add(orderId);
      if (!boardInView) unseen.add(orderId);
      chime();
      update();
    },
    setBoardInView(inView) {
      boardInView = inView;
      if (!inView || unseen.size === 0) return;
      unseen.clear();
      update();
    },
    pendingOrders(orderIds) {
      const next = new Set(orderIds.filter((id) => !answered.has(id)));
      const added = [...next].some((id) => !pending.has(id));
      const same = !added && next.size === pending.size;
      pending = next;
      if (same) return;
      update();
    },
    orderAnswered(orderId) {
      answered.add(orderId);
      if (!pending.delete(orderId)) return;
      update();
    },
    cancelledByCustomer(cancellation) {
      if (cancellations.has(cancellation.orderId)) return;
      cancellations.set(cancellation.orderId, cancellation);
      chime();
      update();
    },
    acknowledge(orderId) {
      if (!cancellations.delete(orderId)) return;
      update();
    },
    state,
    dispose() {
      if (repeating !== null) timers.clearInterval(repeating);
      repeating = null;
    },
  };
}

const TITLE_PREFIX = /^\(\d+\) (New orders|Order cancelled) · /;

/**
 * The tab's title with what calls for a look before it: '(2) New orders · Settings …' for orders placed since the
 * board was in view, '(1) Order cancelled · …' while only cancellations wait to be acknowledged; as it is otherwise.
 */
export function titleWithWaitingOrders(title: string, unseen: number, cancelled: number): string {
  const base = title.replace(TITLE_PREFIX, '');
  if (unseen > 0) return `(${unseen}) New orders · ${base}`;
  if (cancelled > 0) return `(${cancelled}) Order cancelled · ${base}`;
  return base;
}

/** The alert's words for a customer's cancellation: 'Order 1042 cancelled by the customer'. */
export function cancellationText({ orderNumber }: CustomerCancellation): string {
  return `${orderNumber === null ? 'An order' : orderName(orderNumber)} cancelled by the customer`;
}
