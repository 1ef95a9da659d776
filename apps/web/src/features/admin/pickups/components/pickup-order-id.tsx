import { orderCodeText, orderName, type PickupRow } from '@flame/shared';

/** The board's rows in small type; the kitchen view's cards large enough to read from across a kitchen. */
const LOOKS = {
  row: {
    name: 'font-semibold text-stone-900',
    code: 'font-mono text-xs font-medium text-stone-600',
    note: 'text-xs font-medium text-stone-600',
  },
  large: {
    name: 'text-xl font-bold text-stone-900',
    code: 'font-mono text-base font-semibold text-stone-700',
    note: 'text-base font-semibold text-stone-700',
  },
} as const;

/**
 * The order's name ('Order 1014') over its code ('code #F886D591', the last 8 characters of its id): the number
 * leads on the customer's order page and emails too, so owner and customer name the same order on the phone.
 * An order the restaurant took (by phone or at the counter) says so under them.
 */
export function PickupOrderId({ row, look = 'row' }: { row: PickupRow; look?: keyof typeof LOOKS }) {
  return (
    <span className="flex flex-col">
      <span className={LOOKS[look].name}>{orderName(row.orderNumber)}</span>
      <span className={LOOKS[look].code}>{orderCodeText(row.shortId)}</span>
      {row.source === 'staff' && <span className={LOOKS[look].note}>Phone order</span>}
    </span>
  );
}
