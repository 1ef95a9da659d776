import { Minus, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LineOptions } from '../../../components/line-options';
import { LineProblem } from '../../../components/line-problem';
import { LineThumbnail } from '../../../components/line-thumbnail';
import { Price } from '../../../components/ui/price';
import type { CartLine as CartLineData } from '../../../lib/cart/cart-store';
import type { LinePrice } from '../../../lib/cart/line-price';

const stepClass =
  'grid size-8 place-items-center rounded-full border border-stone-300 bg-white text-stone-700 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-700';

/**
 * One line of the cart: image, name, chosen options, unit price (on a deal, the dish and its options at their own
 * prices struck through before what is charged), instructions, minus / quantity / plus and the line total. A
 * line that cannot be ordered now (sold out today, gone, options changed) is struck out with why and Remove
 * instead of minus and plus, as at checkout.
 */
export function CartLine({
  line,
  price,
  problem = null,
  chooseAgain = false,
  onQuantityChange,
  focusOnMount = false,
}: {
  line: CartLineData;
  /** The line's prices today (`checkoutLinePrice`), as checkout shows them. */
  price: LinePrice;
  /** Why the line cannot be ordered now, or null. */
  problem?: string | null;
  /** The line's options are the problem: choosing them again on the dish's page mends it. */
  chooseAgain?: boolean;
  /** Called with the new quantity; 0 removes the line. */
  onQuantityChange: (quantity: number) => void;
  /** The line was just put back: its minus button takes the focus. */
  focusOnMount?: boolean;
}) {
  const { food, quantity, specialInstructions, options } = line;
  const decreaseRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) decreaseRef.current?.focus();
  }, [focusOnMount]);
  return (
    <li className="flex gap-3 py-4">
      <LineThumbnail image={food.image} loading="lazy" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <p className={`font-semibold ${problem ? 'text-stone-500 line-through' : 'text-stone-900'}`}>
            {food.name}
          </p>
          <Price amount={price.total} className="shrink-0 font-semibold text-stone-900" />
        </div>
        <LineOptions options={options} />
        <p className="text-sm text-stone-600">
          <Price amount={price.unit} original={price.listUnit} /> each
        </p>
        {specialInstructions && (
          <p className="text-sm break-words text-stone-600 italic">“{specialInstructions}”</p>
        )}
        {problem ? (
          <LineProblem
            problem={problem}
            food={food}
            chooseAgain={chooseAgain}
            onRemove={() => onQuantityChange(0)}
          />
        ) : (
          <div className="mt-1 flex items-center gap-2">
            <button
              ref={decreaseRef}
              type="button"
              onClick={() => onQuantityChange(quantity - 1)}
              aria-label={`Decrease quantity of ${food.name}`}
              className={stepClass}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <span
              className="min-w-6 text-center font-semibold tabular-nums"
              aria-label={`Quantity: ${quantity}`}
            >
              {quantity}
            </span>
            <button
              type="button"
              onClick={() => onQuantityChange(quantity + 1)}
              aria-label={`Increase quantity of ${food.name}`}
              className={stepClass}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
      </div>
    </li>
  );
}
