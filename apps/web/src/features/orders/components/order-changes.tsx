import { formatInZone, type Order } from '@flame/shared';

const WHO = { restaurant: 'Changed by the restaurant', customer: 'Changed by you' } as const;

/** The changes made to the order's lines since it was placed, each with when, who and what; none: nothing. */
export function OrderChanges({ order, timeZone }: { order: Order; timeZone: string | undefined }) {
  if (order.history.length === 0) return null;
  return (
    <section aria-labelledby="order-changes-title" className="mt-4 border-t border-cream-200 pt-4">
      <h3 id="order-changes-title" className="font-semibold text-stone-900">
        Changes
      </h3>
      <ol className="mt-2 flex flex-col gap-3">
        {order.history.map((change) => (
          <li key={change.at} className="text-sm text-stone-700">
            <p className="text-stone-600">
              {WHO[change.by]} ·{' '}
              <time dateTime={change.at}>{formatInZone(change.at, timeZone, 'MMM d, h:mm a')}</time>
            </p>
            <ul className="mt-1">
              {change.lines.map((line) => (
                <li key={line} className="font-medium text-stone-900">
                  {line}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
