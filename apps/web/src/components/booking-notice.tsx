import { RESTAURANT_INACTIVE_MESSAGES, telHref } from '@flame/shared';
import { useRestaurant } from '../api/restaurant';
import { Banner } from './ui/banner';

/**
 * Says before the customer tries that table bookings are not taken now (the restaurant switched off), with the
 * number to call; nothing while bookings are open.
 */
export function BookingNotice({ className = '' }: { className?: string }) {
  const restaurant = useRestaurant().data;
  if (!restaurant || restaurant.isActive) return null;
  const { phone } = restaurant;
  return (
    <Banner tone="info" title={RESTAURANT_INACTIVE_MESSAGES.bookings} className={className}>
      {phone && (
        <p>
          To book a table, call us at{' '}
          <a href={telHref(phone)} className="font-semibold underline">
            {phone}
          </a>
          .
        </p>
      )}
    </Banner>
  );
}
