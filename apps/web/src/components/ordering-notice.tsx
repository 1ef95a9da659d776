import { orderingPausedText, RESTAURANT_INACTIVE_MESSAGES, telHref } from '@flame/shared';
import { useNow } from '../lib/hooks/use-now';
import { useRestaurant } from '../api/restaurant';
import { Banner } from './ui/banner';

/**
 * Says before the customer tries that online orders are not taken now: the restaurant switched off, or ordering
 * paused ('Online ordering is paused until 7:30 PM'), with the number to call. A pause with an end disappears
 * by itself when it ends. Rendered after hydration, since it depends on the clock.
 */
export function OrderingNotice({ className = '' }: { className?: string }) {
  const restaurant = useRestaurant().data;
  const now = useNow(15_000);
  if (!restaurant || !now) return null;
  const { orderingPaused, orderingPausedUntil: until, isActive, phone, timeZone } = restaurant;
  const pausedNow = orderingPaused && (until === null || new Date(until).getTime() > now.getTime());
  if (isActive && !pausedNow) return null;
  const title = isActive ? orderingPausedText(until, now, timeZone) : RESTAURANT_INACTIVE_MESSAGES.orders;
  return (
    <Banner tone="info" title={title} className={className}>
      {phone && (
        <p>
          To order, call us at{' '}
          <a href={telHref(phone)} className="font-semibold underline">
            {phone}
          </a>
          .
        </p>
      )}
    </Banner>
  );
}
