import { orderName, type PickupRow, telHref } from '@flame/shared';

/** The customer's name with the phone they gave under it, a link that calls them from a phone. */
export function CustomerContact({ row }: { row: Pick<PickupRow, 'customerName' | 'phone' | 'orderNumber'> }) {
  return (
    <span className="flex flex-col">
      <span className="wrap-anywhere text-stone-800">{row.customerName}</span>
      <a
        href={telHref(row.phone)}
        className="font-medium whitespace-nowrap text-brand-700 tabular-nums hover:underline"
      >
        {row.phone}
        <span className="sr-only"> (call about {orderName(row.orderNumber).toLowerCase()})</span>
      </a>
    </span>
  );
}
