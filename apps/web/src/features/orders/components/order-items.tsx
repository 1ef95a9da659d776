import type { Order } from '@flame/shared';
import { LineOptions } from '../../../components/line-options';
import { LineThumbnail } from '../../../components/line-thumbnail';
import { Price } from '../../../components/ui/price';

/**
 * The order's lines (with their chosen options at their own prices) as they were priced when it was placed: on a
 * deal the unit before it (dish + options) struck through before the unit paid, then the line's total and the
 * order's total.
 */
export function OrderItems({ order }: { order: Order }) {
  return (
    <div>
      <ul className="divide-y divide-cream-200">
        {order.items.map((item) => (
          <li key={item._id} className="flex gap-3 py-3 first:pt-0">
            <LineThumbnail image={item.food.image} loading="lazy" size="sm" />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <p className="font-semibold text-stone-900">{item.food.name}</p>
                <Price amount={item.lineTotal} className="shrink-0 font-semibold text-stone-900" />
              </div>
              <LineOptions options={item.options} />
              <p className="text-sm text-stone-600">
                Qty: {item.quantity} × <Price amount={item.food.price} original={item.originalPrice} />
                {item.discount > 0 && <span className="ml-1">({item.discount}% off)</span>}
              </p>
              {item.specialInstructions && (
                <p className="text-sm break-words text-stone-600 italic">“{item.specialInstructions}”</p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {order.adjustment && (
        <p className="mt-3 flex items-baseline justify-between gap-3 border-t border-cream-200 pt-3 text-stone-700">
          <span className="min-w-0 break-words">Discount: {order.adjustment.reason}</span>
          <span className="shrink-0">
            −<Price amount={order.adjustment.amount} />
          </span>
        </p>
      )}
      <div className="mt-3 flex items-baseline justify-between border-t border-cream-200 pt-3">
        <span className="font-semibold text-stone-800">Total</span>
        <Price amount={order.total} className="font-display text-2xl font-bold text-stone-900" />
      </div>
    </div>
  );
}
