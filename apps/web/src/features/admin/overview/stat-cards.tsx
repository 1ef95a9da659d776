import { formatPrice, type DashboardOverview } from '@flame/shared';
import { Clock, DollarSign, ShoppingBag, Users, type LucideIcon } from 'lucide-react';

interface Stat {
  label: string;
  value: string;
  detail: string;
  icon: LucideIcon;
  tone: string;
}

const count = (value: number) => value.toLocaleString('en-US');

function statsOf({ users, orders, revenue }: DashboardOverview): Stat[] {
  return [
    {
      label: 'Total Users',
      value: count(users.total),
      detail: `+${count(users.newToday)} new today`,
      icon: Users,
      tone: 'bg-sky-100 text-sky-800',
    },
    {
      label: 'Total Orders',
      value: count(orders.total),
      detail: `${count(orders.today)} today`,
      icon: ShoppingBag,
      tone: 'bg-brand-100 text-brand-800',
    },
    {
      label: 'Pending Orders',
      value: count(orders.pending),
      detail: `${count(orders.active)} active`,
      icon: Clock,
      tone: 'bg-amber-100 text-amber-900',
    },
    {
      label: 'Total Revenue',
      value: formatPrice(revenue.total),
      detail: 'From completed orders',
      icon: DollarSign,
      tone: 'bg-emerald-100 text-emerald-800',
    },
  ];
}

/** The four cards of the overview. */
export function StatCards({ overview }: { overview: DashboardOverview }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {statsOf(overview).map(({ label, value, detail, icon: Icon, tone }) => (
        <li
          key={label}
          className="flex h-36 flex-col justify-between rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200"
        >
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-sm font-medium text-stone-600">{label}</h2>
            <span className={`grid size-10 place-items-center rounded-full ${tone}`}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
          </div>
          <div>
            <p className="font-display text-3xl font-bold text-stone-900 tabular-nums">{value}</p>
            <p className="mt-0.5 text-sm text-stone-600">{detail}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
