import type { PickupRow } from '@flame/shared';

/**
 * The order's code (the last 8 characters of its id) over its number: the number is what the customer's order
 * page shows too, so owner and customer can name the same order on the phone.
 */
export function PickupOrderId({ row }: { row: PickupRow }) {
  return (
    <span className="flex flex-col">
      <span className="font-mono font-semibold text-stone-900">#{row.shortId}</span>
      <span className="text-xs font-medium text-stone-600">number {row.orderNumber}</span>
    </span>
  );
}
