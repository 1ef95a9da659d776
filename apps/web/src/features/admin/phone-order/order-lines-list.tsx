import { formatPrice } from '@flame/shared';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DishOptionGroups } from '../../../components/dish-options/dish-option-groups';
import { Price } from '../../../components/ui/price';
import { QuantityControl } from '../../../components/ui/quantity-control';
import type { PhoneOrderLine, PricedLine } from './phone-order-lines';

/**
 * The order being taken: each line's dish, its options (the customer's own option picker, each at its own
 * price), the quantity, its amount (on a deal, the dish and its options struck through before what is charged,
 * as the dish list and the customer's pages show it) and 'Remove'; a line whose options are not complete yet
 * says what is missing. Then the total.
 */
export function OrderLinesList({
  priced,
  total,
  error,
  onChange,
  onRemove,
}: {
  priced: readonly PricedLine[];
  total: number;
  /** Why the server or the form refused the dishes, shown under them. */
  error: string | null;
  onChange: (key: string, change: Partial<Pick<PhoneOrderLine, 'choiceIds' | 'quantity'>>) => void;
  onRemove: (key: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      {priced.length === 0 ? (
        <p className="text-sm text-stone-600">No dishes yet. Search the menu and tap a dish to add it.</p>
      ) : (
        <ul aria-label="Order lines" className="flex flex-col gap-3">
          {priced.map(({ line, choice, price }) => (
            <li
              key={line.key}
              aria-label={line.food.name}
              className="flex flex-col gap-3 rounded-lg p-3 ring-1 ring-cream-200"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 flex-1 font-semibold text-stone-900">{line.food.name}</span>
                <Price
                  amount={price.total}
                  original={price.listTotal}
                  className="shrink-0 font-semibold text-stone-900"
                />
              </div>
              {line.food.optionGroups.length > 0 && (
                <DishOptionGroups
                  groups={line.food.optionGroups}
                  chosenIds={line.choiceIds}
                  onChange={(choiceIds) => onChange(line.key, { choiceIds })}
                />
              )}
              {choice.reason && <p className="text-sm font-medium text-amber-800">{choice.reason}</p>}
              <div className="flex flex-wrap items-center justify-between gap-2">
                <QuantityControl
                  value={line.quantity}
                  onChange={(quantity) => onChange(line.key, { quantity })}
                />
                <Button variant="secondary" size="sm" onClick={() => onRemove(line.key)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove<span className="sr-only"> {line.food.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <p className="flex items-center justify-between border-t border-stone-200 pt-3 text-lg font-bold text-stone-900">
        <span>Total</span>
        <span className="tabular-nums" data-testid="phone-order-total">
          {formatPrice(total)}
        </span>
      </p>
    </div>
  );
}
