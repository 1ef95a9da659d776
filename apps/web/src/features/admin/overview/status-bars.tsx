import type { DashboardOverview } from '@flame/shared';
import { statusBars, type StatusBar } from './overview-bars';

const COLOURS: Record<StatusBar['id'], string> = {
  completed: 'bg-emerald-600',
  active: 'bg-sky-600',
  pending: 'bg-amber-500',
  cancelled: 'bg-red-600',
};

/** Completed, active, pending and cancelled as shares of all orders; each bar also says its numbers in text. */
export function StatusBars({ orders }: { orders: DashboardOverview['orders'] }) {
  return (
    <section
      aria-labelledby="order-status-title"
      className="h-full rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <h2 id="order-status-title" className="font-display text-xl font-bold text-stone-900">
        Orders by status
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Share of all {orders.total.toLocaleString('en-US')} orders.
      </p>
      <ul className="mt-5 flex flex-col gap-4">
        {statusBars(orders).map(({ id, label, count, percent }) => (
          <li key={id}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-stone-800">{label}</span>
              <span className="text-stone-700 tabular-nums">
                {count.toLocaleString('en-US')} <span className="text-stone-500">·</span> {percent}%
              </span>
            </div>
            <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-stone-100">
              <div className={`h-full rounded-full ${COLOURS[id]}`} style={{ width: `${percent}%` }} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
