import { formatPrice, type DashboardOverview } from '@flame/shared';
import { Clock, DollarSign, ShoppingBag, Users } from 'lucide-react';
import { FigureCard, type Figure } from './figure-card';

const count = (value: number) => value.toLocaleString('en-US');

function statsOf({ users, orders, revenue }: DashboardOverview): Figure[] {
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
      {statsOf(overview).map((figure) => (
        <FigureCard key={figure.label} figure={figure} headingLevel="h2" className="h-36" />
      ))}
    </ul>
  );
}
