import { formatPrice, type ReportSummary } from '@flame/shared';

const count = (value: number) => value.toLocaleString('en-US');

/** The summary's figures as cards; the cancellations with their reasons under them. */
export function SummaryCards({ summary }: { summary: ReportSummary }) {
  const figures: { label: string; value: string; detail?: string }[] = [
    { label: 'Sales', value: formatPrice(summary.sales), detail: 'Picked-up orders' },
    { label: 'Orders', value: count(summary.orders), detail: 'Picked up' },
    { label: 'Average ticket', value: formatPrice(summary.averageTicket) },
    {
      label: 'Cancelled',
      value: count(summary.cancelled),
      detail: `${formatPrice(summary.cancelledValue)} not sold`,
    },
    { label: 'Covers', value: count(summary.covers), detail: 'Guests booked' },
    { label: 'No-shows', value: count(summary.noShows), detail: 'Not recorded yet' },
    { label: 'New customers', value: count(summary.newCustomers), detail: 'First order ever' },
    { label: 'Returning customers', value: count(summary.returningCustomers), detail: 'Ordered before' },
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {figures.map(({ label, value, detail }) => (
          <div
            key={label}
            className="flex min-w-0 flex-col rounded-card bg-white p-4 shadow-card ring-1 ring-cream-200"
          >
            <dt className="text-sm font-medium text-stone-600">{label}</dt>
            <dd className="mt-1 font-display text-2xl font-bold break-words text-stone-900 tabular-nums sm:text-3xl">
              {value}
            </dd>
            {detail && <dd className="mt-0.5 text-xs text-stone-600 sm:text-sm">{detail}</dd>}
          </div>
        ))}
      </dl>
      {summary.cancellationReasons.length > 0 && (
        <div className="rounded-card bg-white p-4 shadow-card ring-1 ring-cream-200">
          <h2 className="text-sm font-semibold text-stone-800">Why orders were cancelled</h2>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-stone-700">
            {summary.cancellationReasons.map(({ reason, orders }) => (
              <li key={reason ?? ''} className="flex justify-between gap-3">
                <span className={reason ? 'break-words' : 'text-stone-500 italic'}>
                  {reason ?? 'No reason given'}
                </span>
                <span className="shrink-0 tabular-nums">{count(orders)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
