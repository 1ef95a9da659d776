import { formatInZone, pickupDayLabel } from '@flame/shared';
import { useRestaurant } from '../../../../api/restaurant';
import { useNow } from '../../../../lib/hooks/use-now';
import { RestaurantTime } from '../../ui/restaurant-time';

/**
 * When the customer comes, on the restaurant's clock, its day named so tonight's orders read apart from later
 * ones: 'Today' with the time, 'Tomorrow', or 'Sat, Nov 28' in bold. `stacked` puts the day over the time.
 * Until the page knows the time it shows the date ('Nov 28').
 */
export function PickupWhen({ iso, stacked = false }: { iso: string; stacked?: boolean }) {
  const timeZone = useRestaurant().data?.timeZone;
  const now = useNow();
  if (!timeZone || !now) return <RestaurantTime iso={iso} stacked={stacked} />;
  const day = pickupDayLabel(new Date(iso), now, timeZone);
  const dayClass = day === 'Today' ? '' : 'font-semibold text-stone-900';
  const time = formatInZone(iso, timeZone, 'h:mm a');
  if (!stacked)
    return (
      <>
        <span className={dayClass}>{day}</span>, {time}
      </>
    );
  return (
    <>
      <span className={`block ${dayClass}`}>{day}</span>
      <span className="block">{time}</span>
    </>
  );
}
