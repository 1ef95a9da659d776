import { orderingPausedText, RESTAURANT_INACTIVE_MESSAGES, telHref } from '@flame/shared';
import { useNow } from '../lib/hooks/use-now';
import { useOrderingPauseState } from '../lib/hooks/use-ordering-pause-state';
import { useRestaurant } from '../api/restaurant';
import { Banner } from './ui/banner';

/**
 * Says before the customer tries that online orders are not taken now: the restaurant switched off, or ordering
 * paused ('Online ordering is paused until 7:30 PM'), with the number to call. A pause with an end disappears
 * by itself the moment it ends. Rendered after hydration, since it depends on the clock.
 */
const NOT_PAUSED = { orderingPaused: false, orderingPausedUntil: null };

export function OrderingNotice({ className = '' }: { className?: string }) {
  const restaurant = useRestaurant().data;
  const now = useNow(15_000);
  const pause = useOrderingPauseState(restaurant ?? NOT_PAUSED);
  if (!restaurant || !now) return null;
  const { orderingPausedUntil: until, isActive, phone, timeZone } = restaurant;
  if (isActive && !pause.paused) return null;
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
