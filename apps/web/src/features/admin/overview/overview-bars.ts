import type { DashboardOverview } from '@flame/shared';

export interface StatusBar {
  id: 'completed' | 'active' | 'pending' | 'cancelled';
  label: string;
  count: number;
  /** Whole percent of all orders, 0 when there are none. */
  percent: number;
}

/** The overview's status bars: completed, active, pending and cancelled as shares of all orders. */
export function statusBars(orders: DashboardOverview['orders']): StatusBar[] {
  const share = (count: number) => (orders.total > 0 ? Math.round((count / orders.total) * 100) : 0);
  return [
    { id: 'completed', label: 'Completed', count: orders.completed },
    { id: 'active', label: 'Active', count: orders.active },
    { id: 'pending', label: 'Pending', count: orders.pending },
    { id: 'cancelled', label: 'Cancelled', count: orders.cancelled },
  ].map((bar) => ({ ...bar, id: bar.id as StatusBar['id'], percent: share(bar.count) }));
}
