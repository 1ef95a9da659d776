import { AlertTriangle } from 'lucide-react';
import { LineOptions } from '../../../components/line-options';
import { LineThumbnail } from '../../../components/line-thumbnail';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { paths } from '../../../config/paths';
import { cartLineKey } from '../../../lib/cart/cart-store';
import type { CheckoutLine } from './checkout-lines';

/**
 * 'Order Summary': image, name, chosen options, 'Qty: n × $price', instructions in quotes and the line total,
 * then 'Total'. Lines whose dish is gone or unavailable, or whose options changed, are flagged with a Remove
 * button (and 'Choose again', to the dish's page, when the options are the problem).
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
        {lines.map(({ line, price, problem, chooseAgain }) => (
          <li key={cartLineKey(line)} className="flex gap-3 py-3 first:pt-0">
            <LineThumbnail image={line.food.image} />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <p className={`font-semibold ${problem ? 'text-stone-500 line-through' : 'text-stone-900'}`}>
                  {line.food.name}
                </p>
                <Price
                  amount={Math.round(price * 100 * line.quantity) / 100}
                  className="shrink-0 font-semibold text-stone-900"
                />
              </div>
              <LineOptions options={line.options} />
              <p className="text-sm text-stone-600">
                Qty: {line.quantity} × <Price amount={price} />
              </p>
              {line.specialInstructions && (
                <p className="text-sm break-words text-stone-600 italic">“{line.specialInstructions}”</p>
              )}
              {problem && (
                <div className="mt-2 flex gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
                  <AlertTriangle aria-hidden="true" className="mt-1.5 size-4 shrink-0" />
                  <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-2">
                    <span className="flex-1 basis-40">{problem}</span>
                    <div className="flex flex-wrap gap-2">
                      {chooseAgain && (
                        <ButtonLink size="sm" variant="secondary" to={paths.food.href(line.food._id)}>
                          Choose again<span className="sr-only"> for {line.food.name}</span>
                        </ButtonLink>
                      )}
                      <Button size="sm" variant="secondary" onClick={() => onRemove(cartLineKey(line))}>
                        Remove<span className="sr-only"> {line.food.name}</span>
                      </Button>
                    </div>
                  </div>
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex items-baseline justify-between border-t border-cream-200 pt-3">
        <span className="font-semibold text-stone-800">Total</span>
        <Price amount={total} className="font-display text-2xl font-bold text-stone-900" />
      </div>
    </section>
  );
}
