import {
  addressLines,
  CANCELLED_PAYMENT_TEXT,
  canCustomerCancel,
  canReview,
  directionsHref,
  formatPickupTime,
  orderCodeText,
  orderName,
  orderShortCode,
  paymentMethodLabel,
  type Order,
} from '@flame/shared';
import { ArrowLeft, ExternalLink, MapPin, Navigation, Star } from 'lucide-react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Stars } from '../../../components/ui/stars';
import { paths } from '../../../config/paths';
import type { LiveState } from '../api/order-events';
import { useRestaurant } from '../../../api/restaurant';
import { CancelOrderButton } from './cancel-order-button';
import { CancelledOrderNote } from './cancelled-order-note';
import { GuestOrderContact } from './guest-order-contact';
import { NotConfirmedNotice } from './not-confirmed-notice';
import { useNow } from '../../../lib/hooks/use-now';
import { movedPickupText } from './moved-pickup-text';
import { LiveIndicator } from '../../../components/ui/live-indicator';
import { OrderAgainButton } from './order-again-button';
import { OrderChanges } from './order-changes';
import { OrderItems } from './order-items';
import { StatusBadge } from './status-badge';
import { StatusTimeline } from './status-timeline';

const CANCELLED_PICKUP_TEXT = 'No pickup (cancelled)';

const cardClass = 'rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6';

/**
 * The order detail: status timeline (live), items and total with 'Order again', pickup, cancel, review, tracking; a cancelled order
 * says so, owes nothing and has nothing to track. Read through the signed link, the restaurant's phone takes the
 * place of 'Order again', cancel and tracking.
 */
export function OrderDetails({
  order,
  timeZone,
  live,
  guest = false,
}: {
  order: Order;
  timeZone: string | undefined;
  live: LiveState;
  /** Read through the signed link, without an account: no list, cart, tracking, cancel or review; the restaurant's phone instead. */
  guest?: boolean;
}) {
  const place = useRestaurant().data;
  const now = useNow();
  const cancelled = order.status === 'cancelled';
  // A cancelled order will not be picked up: no time is promised, and no move is worth telling.
  const pickup = cancelled ? CANCELLED_PICKUP_TEXT : formatPickupTime(order.pickupTime, timeZone);
  const moved = !cancelled && now && movedPickupText(order, now, timeZone);
  return (
    <>
      <Link
        hidden={guest}
        to={paths.orders.href()}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        View All Orders
      </Link>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">
              {orderName(order.orderNumber)}
            </h1>
            <StatusBadge status={order.status} className="text-sm" />
          </div>
          <p className="mt-1 text-sm text-stone-600">
            {orderCodeText(orderShortCode(order._id))} · placed {formatPickupTime(order.createdAt, timeZone)}
          </p>
        </div>
        <LiveIndicator state={live} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <section aria-labelledby="order-status-title" className={cardClass}>
            <h2 id="order-status-title" className="font-display text-xl font-bold text-stone-900">
              Order Status
            </h2>
            {cancelled && <CancelledOrderNote order={order} />}
            <div className="mt-4 empty:hidden">
              <NotConfirmedNotice order={order} />
            </div>
            <div className="mt-4">
              <StatusTimeline order={order} timeZone={timeZone} />
            </div>
          </section>
          <section aria-labelledby="order-items-title" className={cardClass}>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="order-items-title" className="font-display text-xl font-bold text-stone-900">
                Items
              </h2>
              {/* Without an account there is no cart to fill: the signed link's reader calls instead. */}
              {!guest && <OrderAgainButton order={order} />}
            </div>
            <div className="mt-4">
              <OrderItems order={order} />
            </div>
            <OrderChanges order={order} timeZone={timeZone} />
          </section>
        </div>

        <div className="flex flex-col gap-6">
          <section aria-labelledby="order-pickup-title" className={cardClass}>
            <h2 id="order-pickup-title" className="font-display text-xl font-bold text-stone-900">
              Pick Up
            </h2>
            <dl className="mt-4 flex flex-col gap-3 text-sm">
              <div>
                <dt className="font-medium text-stone-600">Pickup time</dt>
                <dd className="font-semibold text-stone-900">{pickup}</dd>
                {moved && <dd className="mt-1 text-sm font-medium text-amber-900">{moved}</dd>}
              </div>
              {place && (
                <div>
                  <dt className="font-medium text-stone-600">Address</dt>
                  <dd className="text-stone-900">
                    <address className="not-italic">
                      {place.name}
                      {addressLines(place.address).map(
                        (line) =>
                          line && (
                            <span key={line} className="block">
                              {line}
                            </span>
                          ),
                      )}
                    </address>
                    <a
                      href={directionsHref(place.address.coordinates)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-1 inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline"
                    >
                      <Navigation aria-hidden="true" className="size-4" />
                      Get Directions
                      <ExternalLink aria-hidden="true" className="size-3.5 opacity-80" />
                      <span className="sr-only">(opens in a new tab)</span>
                    </a>
                  </dd>
                </div>
              )}
              <div>
                <dt className="font-medium text-stone-600">Your phone</dt>
                <dd className="text-stone-900">{order.phone}</dd>
              </div>
              <div>
                <dt className="font-medium text-stone-600">Payment</dt>
                <dd className="text-stone-900">
                  {cancelled
                    ? CANCELLED_PAYMENT_TEXT
                    : `${paymentMethodLabel(order.paymentMethod)} · ${order.paymentStatus === 'paid' ? 'Paid' : 'Not paid yet'}`}
                </dd>
              </div>
            </dl>
            {guest && <GuestOrderContact order={order} />}
            {/* A cancelled order has nothing left to track or cancel. */}
            {!cancelled && !guest && (
              <div className="mt-5 flex flex-col gap-3">
                <ButtonLink to={paths.tracking.href(order._id)} className="w-full">
                  <MapPin aria-hidden="true" className="size-5" />
                  Track Order
                </ButtonLink>
                {canCustomerCancel(order.status) && (
                  <CancelOrderButton orderId={order._id} orderNumber={order.orderNumber} />
                )}
              </div>
            )}
          </section>

          {guest ? null : order.review ? (
            <section aria-labelledby="order-review-title" className={cardClass}>
              <h2 id="order-review-title" className="font-display text-xl font-bold text-stone-900">
                Your Review
              </h2>
              <Stars rating={order.review.rating} className="mt-3" />
              <p className="mt-2 text-stone-700">{order.review.text}</p>
            </section>
          ) : (
            canReview(order.status, false) && (
              <section aria-labelledby="order-review-title" className={cardClass}>
                <h2 id="order-review-title" className="font-display text-xl font-bold text-stone-900">
                  How was it?
                </h2>
                <p className="mt-2 text-sm text-stone-600">Tell us and other guests about your order.</p>
                <ButtonLink
                  to={paths.orderReview.href(order._id)}
                  variant="secondary"
                  className="mt-4 w-full"
                >
                  <Star aria-hidden="true" className="size-5" />
                  Write a Review
                </ButtonLink>
              </section>
            )
          )}
        </div>
      </div>
    </>
  );
}
