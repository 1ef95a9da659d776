import type { PickupRow } from '@flame/shared';

/** The board's rows in small type; the kitchen view's cards large enough to read from across a kitchen. */
const LOOKS = {
  row: { code: 'font-mono font-semibold text-stone-900', number: 'text-xs font-medium text-stone-600' },
  large: {
    code: 'font-mono text-xl font-bold text-stone-900',
    number: 'text-base font-semibold text-stone-700',
  },
} as const;

/**
 * The order's code (the last 8 characters of its id) over its number: the number is what the customer's order
 * page shows too, so owner and customer can name the same order on the phone. An order the restaurant took
 * (by phone or at the counter) says so under them.
 */
export function PickupOrderId({ row, look = 'row' }: { row: PickupRow; look?: keyof typeof LOOKS }) {
  return (
    <span className="flex flex-col">
      <span className={LOOKS[look].code}>#{row.shortId}</span>
      <span className={LOOKS[look].number}>number {row.orderNumber}</span>
      {row.source === 'staff' && <span className={LOOKS[look].number}>Phone order</span>}
    </span>
  );
}
