import type { AdminOrderStatus, OrderStatus, PickupRow } from '@flame/shared';

/** The kitchen view's groups of active pickups, in the order the kitchen moves an order through them. */
export const KITCHEN_GROUPS = [
  { key: 'new', title: 'New' },
  { key: 'kitchen', title: 'In the kitchen' },
  { key: 'ready', title: 'Ready' },
] as const;
export type KitchenGroupKey = (typeof KITCHEN_GROUPS)[number]['key'];

/**
 * The group of each status: 'New' waits to be accepted, 'In the kitchen' is accepted or being made, 'Ready'
 * waits for the customer (a display-only delivery status reads as ready too); closed orders are in none.
 */
const GROUP_OF: Record<OrderStatus, KitchenGroupKey | null> = {
  pending: 'new',
  confirmed: 'kitchen',
  preparing: 'kitchen',
  ready: 'ready',
  out_for_delivery: 'ready',
  completed: null,
  cancelled: null,
  delivered: null,
};

export interface KitchenGroup {
  key: KitchenGroupKey;
  title: string;
  rows: PickupRow[];
}

/** The active pickups in the three groups, each keeping the order it was given (the board's: by pickup time). */
export function kitchenGroups(rows: readonly PickupRow[]): KitchenGroup[] {
  return KITCHEN_GROUPS.map(({ key, title }) => ({
    key,
    title,
    rows: rows.filter((row) => GROUP_OF[row.status] === key),
  }));
}

/** The one step a card offers as its main button: the status it moves the order to and the button's words. */
export interface KitchenStep {
  status: AdminOrderStatus;
  label: string;
}

const NEXT_STEP: Partial<Record<OrderStatus, KitchenStep>> = {
  pending: { status: 'confirmed', label: 'Accept' },
  confirmed: { status: 'preparing', label: 'Start preparing' },
  preparing: { status: 'ready', label: 'Ready for pickup' },
  ready: { status: 'completed', label: 'Picked up' },
};

/** The next step along the pickup flow, or null for an order that has none (closed, or display-only). */
export function nextKitchenStep(status: OrderStatus): KitchenStep | null {
  return NEXT_STEP[status] ?? null;
}
