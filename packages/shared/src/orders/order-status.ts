/**
 * Order statuses. Pickup orders go pending → confirmed → preparing → ready →
 * completed, or end cancelled; `out_for_delivery` and `delivered` stay for display only.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'completed',
  'cancelled',
  'out_for_delivery',
  'delivered',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The statuses the restaurant moves a pickup order through, in order, then cancelled. */
export const PICKUP_FLOW = ['pending', 'confirmed', 'preparing', 'ready', 'completed'] as const;
export const ADMIN_ORDER_STATUSES = [...PICKUP_FLOW, 'cancelled'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** Badge and timeline labels. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Order Placed',
  confirmed: 'Order Confirmed',
  preparing: 'Preparing',
  ready: 'Ready for Pickup',
  completed: 'Picked Up',
  cancelled: 'Cancelled',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
};

/** The message a status change appends to the order's history (the seed uses the same words). */
export const ORDER_STATUS_MESSAGES: Record<AdminOrderStatus, string> = {
  pending: 'Order placed',
  confirmed: 'Order confirmed by the restaurant',
  preparing: 'The kitchen is preparing your order',
  ready: 'Your order is ready for pickup',
  completed: 'Order picked up. Enjoy your meal!',
  cancelled: 'Order cancelled by the restaurant',
};
export const CUSTOMER_CANCEL_MESSAGE = 'Order cancelled by the customer';
/** What the order page says when it opens right after checkout (once: not on a reload or a later visit). */
export const ORDER_PLACED_NOTICE = 'Order placed. Pay at the restaurant when you pick it up.';

const TERMINAL: readonly OrderStatus[] = ['completed', 'cancelled', 'delivered'];

export function isTerminalStatus(status: OrderStatus): boolean {
  return TERMINAL.includes(status);
}

/**
 * Whether the restaurant may move an order from one status to another: forward along the pickup flow (steps
 * may be skipped, as the board's three-value selector does) or to cancelled; nothing leaves completed or
 * cancelled, and nothing goes back.
 */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  if (from === to || isTerminalStatus(from)) return false;
  if (to === 'cancelled') return true;
  const fromIndex = PICKUP_FLOW.indexOf(from as (typeof PICKUP_FLOW)[number]);
  const toIndex = PICKUP_FLOW.indexOf(to as (typeof PICKUP_FLOW)[number]);
  return fromIndex >= 0 && toIndex > fromIndex;
}

/** The statuses an order may move to next (what the admin's selector offers). */
export function nextStatuses(from: OrderStatus): AdminOrderStatus[] {
  return ADMIN_ORDER_STATUSES.filter((to) => canTransition(from, to));
}

/** Customers cancel only pending or confirmed orders. */
export function canCustomerCancel(status: OrderStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}

/** A review is possible once the order is completed (or delivered) and has none yet. */
export function canReview(status: OrderStatus, hasReview: boolean): boolean {
  return !hasReview && (status === 'completed' || status === 'delivered');
}

/** Payment method text of the order list: 'Pay at Restaurant' for 'pay at restaurant', otherwise capitalised. */
export function paymentMethodLabel(method: string): string {
  if (method === 'pay at restaurant') return 'Pay at Restaurant';
  return method.charAt(0).toUpperCase() + method.slice(1);
}

/** The payment line of a cancelled order, which owes nothing whatever its method. */
export const CANCELLED_PAYMENT_TEXT = 'Nothing to pay (cancelled)';

/** Colour names; the web app maps them to its palette. */
export type StatusTone = 'yellow' | 'blue' | 'orange' | 'purple' | 'green' | 'red' | 'grey';

/** Colour of an order status badge. */
export const ORDER_STATUS_TONES: Record<OrderStatus, StatusTone> = {
  pending: 'yellow',
  confirmed: 'blue',
  preparing: 'orange',
  ready: 'blue',
  completed: 'green',
  cancelled: 'red',
  out_for_delivery: 'purple',
  delivered: 'green',
};

/**
 * The tracking card's status text (preparing, ready, out_for_delivery, delivered), extended
 * with the pickup statuses; an unknown value shows as it is, in grey.
 */
export function trackingStatusDisplay(status: string): { text: string; tone: StatusTone } {
  switch (status) {
    case 'pending':
      return { text: 'Order placed', tone: 'yellow' };
    case 'confirmed':
      return { text: 'Order confirmed', tone: 'blue' };
    case 'preparing':
      return { text: 'Preparing your order', tone: 'orange' };
    case 'ready':
      return { text: 'Ready for pickup', tone: 'blue' };
    case 'out_for_delivery':
      return { text: 'Out for delivery', tone: 'purple' };
    case 'delivered':
      return { text: 'Delivered', tone: 'green' };
    case 'completed':
      return { text: 'Picked up', tone: 'green' };
    case 'cancelled':
      return { text: 'Cancelled', tone: 'red' };
    default:
      return { text: status, tone: 'grey' };
  }
}
