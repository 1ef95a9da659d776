import { telHref, type Order } from '@flame/shared';
import { Phone } from 'lucide-react';
import { useRestaurant } from '../../../api/restaurant';

/** Until it is ready, the restaurant can still change an order's lines or cancel it for the customer. */
const CHANGEABLE = new Set<Order['status']>(['pending', 'confirmed', 'preparing']);

/**
 * What a customer reading an order through its signed link (no account, so no cart, cancel or tracking of their
 * own) can do instead: call the restaurant, to change or cancel it while the restaurant still can, else with a
 * question.
 */
export function GuestOrderContact({ order }: { order: Order }) {
  const place = useRestaurant().data;
  if (!place?.phone) return null;
  const why = CHANGEABLE.has(order.status)
    ? 'To change or cancel this order, call'
    : 'Questions about this order? Call';
  return (
    <p className="mt-5 rounded-lg bg-cream-50 px-4 py-3 text-sm text-stone-800 ring-1 ring-cream-200">
      {why} {place.name} at{' '}
      <a
        href={telHref(place.phone)}
        className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 hover:underline"
      >
        <Phone aria-hidden="true" className="size-4" />
        {place.phone}
      </a>
      .
    </p>
  );
}
