import { formatInZone, pickupDayLabel } from '@flame/shared';
import { AlarmClock } from 'lucide-react';
import { useRestaurant } from '../../../../api/restaurant';
import { useNow } from '../../../../lib/hooks/use-now';
import { pickupDue } from '../ticket-times';

/**
 * A kitchen card's pickup time, large, on the restaurant's clock with its day ('Today', 'Tomorrow', 'Sat, Nov 28'),
 * and how near it is: 'due in 12 min', or in red with an alarm clock and the word 'late' once past. Until the page
 * knows the time it shows the time alone.
 */
export function PickupDue({ iso }: { iso: string }) {
  const timeZone = useRestaurant().data?.timeZone;
  const now = useNow();
  if (!timeZone) return null;
  const due = now ? pickupDue(iso, now) : null;
  return (
    <div className="flex flex-col gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-display text-3xl leading-tight font-bold text-stone-900 tabular-nums">
          {formatInZone(iso, timeZone, 'h:mm a')}
        </span>
        {now && (
          <span className="text-base font-semibold text-stone-700">
            {pickupDayLabel(new Date(iso), now, timeZone)}
          </span>
        )}
      </p>
      {due && (
        <p
          className={`flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-base font-semibold ${
            due.late ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-cream-100 text-stone-800'
          }`}
        >
          {due.late && <AlarmClock aria-hidden="true" className="size-4 shrink-0" />}
          {due.text}
        </p>
      )}
    </div>
  );
}
