import { LineOptions } from '../../../components/line-options';
import { LineProblem } from '../../../components/line-problem';
import { LineThumbnail } from '../../../components/line-thumbnail';
import { Price } from '../../../components/ui/price';
import { cartLineKey } from '../../../lib/cart/cart-store';
import { checkoutLinePrice, type CheckoutLine } from '../../../lib/cart/checkout-lines';

/**
 * 'Order Summary': image, name, chosen options, 'Qty: n × $price' (on a deal, the dish and its options at their
 * own prices struck through before what is charged), instructions in quotes and the line total, then 'Total'.
 * Lines whose dish is gone or unavailable, or whose options changed, are flagged with a Remove button (and
 * 'Choose again', to the dish's page, when the options are the problem).
 */
export function CheckoutSummary({
  lines,
  total,
  onRemove,
}: {
  lines: readonly CheckoutLine[];
  total: number;
  /** Called with the line's key (`cartLineKey`). */
  onRemove: (lineKey: string) => void;
}) {
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <h2 id="order-summary-title" className="font-display text-xl font-bold text-stone-900">
        Order Summary
      </h2>
      <ul className="mt-4 divide-y divide-cream-200">
        {lines.map((checked) => {
          const { line, problem, chooseAgain } = checked;
          const price = checkoutLinePrice(checked);
          return (
            <li key={cartLineKey(line)} className="flex gap-3 py-3 first:pt-0">
              <LineThumbnail image={line.food.image} />
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-3">
                  <p
                    className={`font-semibold ${problem ? 'text-stone-500 line-through' : 'text-stone-900'}`}
                  >
                    {line.food.name}
                  </p>
                  <Price amount={price.total} className="shrink-0 font-semibold text-stone-900" />
                </div>
                <LineOptions options={line.options} />
                <p className="text-sm text-stone-600">
                  Qty: {line.quantity} × <Price amount={price.unit} original={price.listUnit} />
                </p>
                {line.specialInstructions && (
                  <p className="text-sm break-words text-stone-600 italic">“{line.specialInstructions}”</p>
                )}
                {problem && (
                  <LineProblem
                    problem={problem}
                    food={line.food}
                    chooseAgain={chooseAgain}
                    onRemove={() => onRemove(cartLineKey(line))}
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex items-baseline justify-between border-t border-cream-200 pt-3">
        <span className="font-semibold text-stone-800">Total</span>
        <Price amount={total} className="font-display text-2xl font-bold text-stone-900" />
      </div>
    </section>
  );
}
