import {
  estimatedTimeText,
  formatInZone,
  formatClock,
  formatPickupTime,
  orderName,
  orderNameWithCode,
  orderShortCode,
  trackingStatusDisplay,
  zonedDateAndMinutes,
  type Tracking,
} from '@flame/shared';
import {
  ArrowLeft,
  Bike,
  ChefHat,
  CircleCheck,
  CircleX,
  ClipboardCheck,
  Clock,
  MapPin,
  PackageCheck,
  Timer,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { MapView } from '../../../components/map/map-view';
import { paths } from '../../../config/paths';
import type { LiveState } from '../api/order-events';
import { useNow } from '../../../lib/hooks/use-now';
import { NotConfirmedNotice } from './not-confirmed-notice';
import { LiveIndicator } from '../../../components/ui/live-indicator';
import { TONE_CLASSES } from './status-badge';

const cardClass = 'rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6';
/** What the restaurant's place means for the order: ready only once the kitchen says so. */
const PICKUP_NOTES: Partial<Record<string, string>> = {
  pending: 'where you will pick up your order',
  confirmed: 'where you will pick up your order',
  preparing: 'where you will pick up your order',
  ready: 'ready for you to pick up',
};

const ICONS: Record<string, LucideIcon> = {
  pending: Clock,
  confirmed: ClipboardCheck,
  preparing: ChefHat,
  ready: PackageCheck,
  out_for_delivery: Bike,
  delivered: CircleCheck,
  completed: CircleCheck,
  cancelled: CircleX,
};

/** The 'Live Tracking' view, for a pickup order: the map centres on the restaurant. */
export function TrackingView({ tracking, live }: { tracking: Tracking; live: LiveState }) {
  const now = useNow(30_000);
  const display = trackingStatusDisplay(tracking.status);
  const Icon = ICONS[tracking.status] ?? Clock;
  const lastMessage = tracking.statusHistory.at(-1)?.message ?? 'Tracking your order...';
  const { restaurant, currentLocation: location } = tracking;
  const atRestaurant =
    Math.abs(location.latitude - restaurant.coordinates.lat) < 1e-6 &&
    Math.abs(location.longitude - restaurant.coordinates.lng) < 1e-6;
  const code = orderShortCode(tracking.orderId);
  const pickupNote = PICKUP_NOTES[tracking.status];
  // Every time on the page is on the restaurant's clock, like the pickup time.
  const restaurantTime = (iso: string) => formatInZone(iso, restaurant.timeZone, 'MMM d, yyyy h:mm a');

  return (
    <>
      <Link
        to={paths.order.href(tracking.orderId)}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to {orderName(tracking.orderNumber).toLowerCase()}
      </Link>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">Live Tracking</h1>
          <p className="mt-1 text-sm text-stone-600">{orderNameWithCode(tracking.orderNumber, code)}</p>
        </div>
        <LiveIndicator state={live} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex flex-col gap-6">
          <MapView
            label={`Map: pickup at ${restaurant.name}`}
            center={restaurant.coordinates}
            zoom={13}
            maxZoom={19}
            height={320}
            markers={[
              { id: 'restaurant', position: restaurant.coordinates, label: `${restaurant.name} (pickup)` },
              ...(atRestaurant
                ? []
                : [
                    {
                      id: 'current',
                      position: { lat: location.latitude, lng: location.longitude },
                      label: 'Current location',
                    },
                  ]),
            ]}
          />

          {/* On a phone the notice and the status come first, above the map. */}
          <NotConfirmedNotice order={tracking} className="order-first lg:order-none" />
          <section
            aria-labelledby="tracking-status-title"
            className={`${cardClass} order-first flex items-start gap-4 lg:order-none`}
          >
            <span
              aria-hidden="true"
              className={`grid size-12 shrink-0 place-items-center rounded-full ring-1 ring-inset ${TONE_CLASSES[display.tone]}`}
            >
              <Icon className="size-6" />
            </span>
            <div className="min-w-0" aria-live="polite">
              <h2 id="tracking-status-title" className="text-sm font-medium text-stone-600">
                Status
              </h2>
              <p className="font-display text-2xl font-bold text-stone-900">{display.text}</p>
              {/* The latest message adds to the status only when it says something else ('Order placed' once). */}
              {lastMessage.trim().toLowerCase() !== display.text.trim().toLowerCase() && (
                <p className="mt-1 break-words text-stone-700">{lastMessage}</p>
              )}
              {tracking.cancellationReason && !lastMessage.includes(tracking.cancellationReason) && (
                <p className="mt-1 break-words text-stone-700">Reason: {tracking.cancellationReason}</p>
              )}
            </div>
          </section>

          <section aria-labelledby="order-progress-title" className={cardClass}>
            <h2 id="order-progress-title" className="font-display text-xl font-bold text-stone-900">
              Order Progress
            </h2>
            <ol className="mt-4 flex flex-col gap-3">
              {tracking.statusHistory.map((entry, index) => (
                <li key={`${entry.timestamp}-${index}`} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-medium text-stone-900">{entry.message}</p>
                    <p className="text-sm text-stone-600">
                      <time dateTime={entry.timestamp}>{restaurantTime(entry.timestamp)}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <div className="flex flex-col gap-6">
          {tracking.estimatedDeliveryTime && (
            <section aria-labelledby="estimated-title" className={cardClass}>
              <h2 id="estimated-title" className="flex items-center gap-2 text-sm font-medium text-stone-600">
                <Timer aria-hidden="true" className="size-4" />
                Ready at {readyAtClock(tracking.estimatedDeliveryTime, restaurant.timeZone)}
              </h2>
              <p className="mt-1 font-display text-2xl font-bold text-stone-900">
                {now && estimatedTimeText(tracking.estimatedDeliveryTime, now)}
              </p>
              <p className="text-sm text-stone-700">
                {formatPickupTime(tracking.estimatedDeliveryTime, restaurant.timeZone)}
              </p>
            </section>
          )}

          {tracking.deliveryPartner && (
            <section aria-labelledby="partner-title" className={cardClass}>
              <h2 id="partner-title" className="font-display text-xl font-bold text-stone-900">
                Delivery Partner
              </h2>
              <dl className="mt-3 flex flex-col gap-1 text-sm">
                <div className="flex gap-1.5">
                  <dt className="font-medium text-stone-600">Name:</dt>
                  <dd className="text-stone-900">{tracking.deliveryPartner.name}</dd>
                </div>
                {tracking.deliveryPartner.phone && (
                  <div className="flex gap-1.5">
                    <dt className="font-medium text-stone-600">Phone:</dt>
                    <dd className="text-stone-900">{tracking.deliveryPartner.phone}</dd>
                  </div>
                )}
                {tracking.deliveryPartner.vehicle && (
                  <div className="flex gap-1.5">
                    <dt className="font-medium text-stone-600">Vehicle:</dt>
                    <dd className="text-stone-900">{tracking.deliveryPartner.vehicle}</dd>
                  </div>
                )}
              </dl>
            </section>
          )}

          <section aria-labelledby="current-location-title" className={cardClass}>
            <h2
              id="current-location-title"
              className="flex items-center gap-2 font-display text-xl font-bold text-stone-900"
            >
              <MapPin aria-hidden="true" className="size-5 text-brand-600" />
              Restaurant location
            </h2>
            <p className="mt-3 text-stone-900">
              {location.address ?? `${location.latitude.toFixed(4)}, ${location.longitude.toFixed(4)}`}
            </p>
            {atRestaurant && pickupNote && (
              <p className="text-sm text-stone-600">
                At {restaurant.name}, {pickupNote}
              </p>
            )}
            <p className="mt-2 text-sm text-stone-600">
              Last updated: <time dateTime={location.timestamp}>{restaurantTime(location.timestamp)}</time>
            </p>
          </section>
        </div>
      </div>
    </>
  );
}

/** '1:30 PM': the clock time an order is ready, in the restaurant's zone. */
function readyAtClock(instant: string, timeZone: string): string {
  return formatClock(zonedDateAndMinutes(new Date(instant), timeZone).minutes);
}
