import { formatClock, formatPrice, zonedDateAndMinutes, type DashboardOverview } from '@flame/shared';
import { CalendarDays, Clock3, DollarSign, ShoppingBag } from 'lucide-react';
import { useNow } from '../../../lib/hooks/use-now';
import { shortDate } from '../ui/date-labels';
import { FigureCard, type Figure } from './figure-card';
import { changeText } from './week-change';

const count = (value: number) => value.toLocaleString('en-US');

/** Today at a glance: sales so far, orders, covers; the pickups still due by quarter hour; this week and last. */
export function TodayGlance({
  today,
  week,
  timeZone,
}: Pick<DashboardOverview, 'today' | 'week'> & { timeZone: string }) {
  const now = useNow(30_000);
  const due = today.pickupsDue.reduce((sum, slot) => sum + slot.orders, 0);
  const figures: Figure[] = [
    {
      label: 'Sales so far today',
      value: formatPrice(today.sales),
      detail: 'Picked-up orders',
      icon: DollarSign,
      tone: 'bg-emerald-100 text-emerald-800',
    },
    {
      label: 'Orders today',
      value: count(today.orders),
      detail: `${count(due)} still to pick up`,
      icon: ShoppingBag,
      tone: 'bg-brand-100 text-brand-800',
    },
    {
      label: 'Covers booked today',
      value: count(today.covers),
      detail: `${count(today.coversToCome)} still to come`,
      icon: CalendarDays,
      tone: 'bg-sky-100 text-sky-800',
    },
  ];

  return (
    <section aria-labelledby="today-title" className="flex flex-col gap-4">
      <h2 id="today-title" className="font-display text-2xl font-bold text-stone-900">
        Today
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <FigureCard key={figure.label} figure={figure} headingLevel="h3" />
        ))}
      </ul>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <PickupsDue slots={today.pickupsDue} timeZone={timeZone} now={now} />
        <WeekAgainstLast week={week} />
      </div>
    </section>
  );
}

function PickupsDue({
  slots,
  timeZone,
  now,
}: {
  slots: DashboardOverview['today']['pickupsDue'];
  timeZone: string;
  now: Date | null;
}) {
  const most = Math.max(1, ...slots.map((slot) => slot.orders));
  return (
    <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200">
      <h3 className="flex items-center gap-2 font-semibold text-stone-900">
        <Clock3 aria-hidden="true" className="size-5 text-brand-600" />
        Pickups still due
      </h3>
      {slots.length === 0 ? (
        <p className="mt-3 text-sm text-stone-600">No pickups still due today.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-2" aria-label="Pickups still due, by quarter hour">
          {slots.map((slot) => {
            const instant = new Date(slot.time);
            const late = now !== null && instant.getTime() + 15 * 60_000 <= now.getTime();
            return (
              <li key={slot.time} className="flex items-center gap-3 text-sm">
                <span className="w-20 shrink-0 font-medium whitespace-nowrap text-stone-800 tabular-nums">
                  {formatClock(zonedDateAndMinutes(instant, timeZone).minutes)}
                </span>
                <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-100">
                  <span
                    className={`block h-full rounded-full ${late ? 'bg-red-600' : 'bg-amber-500'}`}
                    style={{ width: `${(slot.orders / most) * 100}%` }}
                  />
                </span>
                <span className="text-right whitespace-nowrap text-stone-800 tabular-nums">
                  {slot.orders} {slot.orders === 1 ? 'order' : 'orders'}
                  {late && <span className="ml-2 font-semibold text-red-700">Late</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function WeekAgainstLast({ week }: { week: DashboardOverview['week'] }) {
  const { thisWeek, lastWeek } = week;
  const change = changeText(thisWeek.sales, lastWeek.sales);
  const rows = [
    { label: 'This week', ...thisWeek },
    { label: 'Last week', ...lastWeek },
  ];
  return (
    <div className="rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200">
      <h3 className="font-semibold text-stone-900">This week against last week</h3>
      <p className="mt-0.5 text-sm text-stone-600">
        The same days of each week, Monday to today; picked-up orders.
      </p>
      <table className="mt-3 w-full text-left text-sm tabular-nums">
        <thead>
          <tr className="text-stone-600">
            <th scope="col" className="py-1.5 font-medium">
              Week
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Orders
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              Sales
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-cream-200">
              <th scope="row" className="py-2 font-medium text-stone-900">
                {row.label}
                <span className="block text-xs font-normal text-stone-600">
                  {row.from === row.to
                    ? shortDate(row.from)
                    : `${shortDate(row.from)} – ${shortDate(row.to)}`}
                </span>
              </th>
              <td className="py-2 text-right text-stone-800">{count(row.orders)}</td>
              <td className="py-2 text-right font-semibold text-stone-900">{formatPrice(row.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm font-medium text-stone-800">
        {change === null
          ? 'No sales on these days last week to compare with.'
          : `Sales ${change} on last week.`}
      </p>
    </div>
  );
}
