import { orderName, type PickupRow } from '@flame/shared';
import { LineInstructions } from './line-instructions';

type Line = PickupRow['items'][number];

/** A line in the table's cell: quantity, dish and options run on as one text. */
function RowLine({ item }: { item: Line }) {
  return (
    <li className="text-stone-800">
      <span className="font-semibold tabular-nums">{item.quantity}×</span> {item.name}
      {item.options.length > 0 && (
        <span className="text-stone-600"> · {item.options.map((option) => option.name).join(', ')}</span>
      )}
      {item.specialInstructions && <LineInstructions text={item.specialInstructions} look="screen" />}
    </li>
  );
}

/**
 * A line on a kitchen card: the quantity in its own column, so the dish's name wraps beside it rather than under
 * it, and the options on a line of their own. The text reads as the table's ('2× Veg Momo · Paneer').
 */
function KitchenLine({ item }: { item: Line }) {
  return (
    <li className="flex gap-1.5 text-stone-900">
      <span className="min-w-7 shrink-0 font-bold tabular-nums">{item.quantity}×</span>{' '}
      <div className="min-w-0 flex-1">
        <span className="font-semibold wrap-anywhere">{item.name}</span>
        {item.options.length > 0 && (
          <span className="block text-base text-stone-700 wrap-anywhere">
            <span className="sr-only"> · </span>
            {item.options.map((option) => option.name).join(', ')}
          </span>
        )}
        {item.specialInstructions && <LineInstructions text={item.specialInstructions} look="kitchen" />}
      </div>
    </li>
  );
}

/**
 * What the kitchen makes for one pickup: each line's quantity and dish, its chosen options after it and the
 * customer's instructions under it; `kitchen` lays each line out for a kitchen view's card.
 */
export function PickupLines({ row, look = 'row' }: { row: PickupRow; look?: 'row' | 'kitchen' }) {
  const Line = look === 'kitchen' ? KitchenLine : RowLine;
  return (
    <ul
      aria-label={`Items of ${orderName(row.orderNumber).toLowerCase()}`}
      className={`flex flex-col ${look === 'kitchen' ? 'gap-2' : 'gap-0.5'}`}
    >
      {row.items.map((item, index) => (
        // Lines have no id of their own; their order is the order's and never changes.
        <Line key={index} item={item} />
      ))}
    </ul>
  );
}
