import {
  CANCELLED_PAYMENT_TEXT,
  formatOrderDay,
  itemCountText,
  orderItemsSummary,
  orderCodeText,
  orderName,
  orderShortCode,
  paymentMethodLabel,
  type Order,
} from '@flame/shared';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { paths } from '../../../config/paths';
import { OrderAgainButton } from './order-again-button';
import { orderCardPickup } from './order-card-pickup';
import { StatusBadge } from './status-badge';

/** A line's dish with the names of its chosen options: 'Butter Chicken (Hot, Extra naan)'. */
const itemLabel = (item: Order['items'][number]) =>
  item.options.length > 0
    ? `${item.food.name} (${item.options.map((option) => option.name).join(', ')})`
    : item.food.name;

/**
 * One card of the order list: the order number ('Order 1014', as emails and the restaurant name it), then its
 * code ('#' and the last 6 characters of the id) as secondary text, status, item count,
 * created date, pickup (estimated) time or when it was picked up (none once cancelled), payment method (nothing to
 * pay once cancelled), the first two items (with their options) and the total; 'View order' and 'Order again'.
 */
export function OrderCard({ order, timeZone }: { order: Order; timeZone: string | undefined }) {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const code = orderShortCode(order._id);
  const pickup = orderCardPickup(order, timeZone);
  return (
    <article className="group relative rounded-card bg-white p-4 shadow-card ring-1 ring-cream-200 transition hover:ring-brand-200 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-display text-lg font-bold text-stone-900">
            {orderName(order.orderNumber)}
          </span>
          <span className="font-mono text-sm text-stone-600">{orderCodeText(code)}</span>
          <StatusBadge status={order.status} />
        </div>
        <Price amount={order.total} className="font-display text-lg font-bold text-stone-900" />
      </div>
      <p className="mt-2 text-sm text-stone-700">{orderItemsSummary(order.items.map(itemLabel))}</p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-stone-600 sm:grid-cols-2">
        <div className="flex gap-1.5">
          <dt className="font-medium text-stone-700">Items:</dt>
          <dd>{itemCountText(count)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="font-medium text-stone-700">Placed:</dt>
          <dd>{formatOrderDay(order.createdAt, timeZone)}</dd>
        </div>
        {pickup && (
          <div className="flex gap-1.5">
            <dt className="font-medium text-stone-700">{pickup.label}</dt>
            <dd>{pickup.time}</dd>
          </div>
        )}
        <div className="flex gap-1.5">
          <dt className="font-medium text-stone-700">Payment:</dt>
          <dd>
            {order.status === 'cancelled' ? CANCELLED_PAYMENT_TEXT : paymentMethodLabel(order.paymentMethod)}
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        {/* The link covers the whole card (its ::after), so the card opens the order as before; 'Order again'
            sits above it. */}
        <Link
          to={paths.order.href(order._id)}
          aria-label={`View ${orderName(order.orderNumber).toLowerCase()}`}
          className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline after:absolute after:inset-0 after:rounded-card"
        >
          View order
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
        <OrderAgainButton order={order} className="relative z-10" />
      </div>
    </article>
  );
}
