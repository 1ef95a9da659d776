import type { PickupRow } from '@flame/shared';
import { LineInstructions } from './line-instructions';

/**
 * What the kitchen makes for one pickup: each line's quantity and dish, its chosen options after it and the
 * customer's instructions under it.
 */
export function PickupLines({ row }: { row: PickupRow }) {
  return (
    <ul aria-label={`Items of order ${row.shortId}`} className="flex flex-col gap-0.5">
      {row.items.map((item, index) => (
        // Lines have no id of their own; their order is the order's and never changes.
        <li key={index} className="text-stone-800">
          <span className="font-semibold tabular-nums">{item.quantity}×</span> {item.name}
          {item.options.length > 0 && (
            <span className="text-stone-600"> · {item.options.map((option) => option.name).join(', ')}</span>
          )}
          {item.specialInstructions && <LineInstructions text={item.specialInstructions} look="screen" />}
        </li>
      ))}
    </ul>
  );
}
