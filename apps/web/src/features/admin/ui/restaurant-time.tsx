import { formatInZone } from '@flame/shared';
import { useRestaurant } from '../../../api/restaurant';

/**
 * An instant as the restaurant's clock shows it ('Nov 25' and '7:45 PM'), whatever the zone of the device the
 * owner looks from, so the board, the ticket and the customer's pickup time agree. `stacked` puts the day over
 * the time.
 */
export function RestaurantTime({ iso, stacked = false }: { iso: string; stacked?: boolean }) {
  const timeZone = useRestaurant().data?.timeZone;
  if (!timeZone) return null;
  if (!stacked) return <>{formatInZone(iso, timeZone, 'MMM d, h:mm a')}</>;
  return (
    <>
      <span className="block">{formatInZone(iso, timeZone, 'MMM d')}</span>
      <span className="block">{formatInZone(iso, timeZone, 'h:mm a')}</span>
    </>
  );
}
