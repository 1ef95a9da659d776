import { hoursRangeText, type OwnerSpecialDay, type SpecialDay } from '@flame/shared';
import { CalendarX2, TriangleAlert, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { useConfirmedDelete } from '../ui/use-confirmed-delete';
import { useRemoveSpecialDay } from '../../../api/special-days';
import { AffectedBookings } from './affected-bookings';
import { specialDayDate } from './special-day-text';

/** How many bookings a day leaves out that wait for the owner: '2 bookings to keep or cancel'. */
function waitingText(day: OwnerSpecialDay): string | null {
  const count = day.affected.orders.length + day.affected.reservations.length;
  if (count === 0) return null;
  return `${count} ${count === 1 ? 'booking' : 'bookings'} outside these hours: keep or cancel`;
}

/**
 * The coming special days, each with its hours and note, and 'Remove' (asked first); a day that leaves
 * bookings outside its hours is flagged and lists them to keep or cancel.
 */
export function SpecialDayList({ days }: { days: OwnerSpecialDay[] }) {
  const { timeZone } = useOwnedRestaurant();
  const { target, ask, dialogProps } = useConfirmedDelete<SpecialDay>({
    remove: useRemoveSpecialDay(),
    deletedMessage: 'Special day removed',
    failedMessage: 'Failed to remove the special day',
  });

  if (days.length === 0)
    return (
      <p className="flex items-center gap-3 rounded-xl bg-cream-50 p-4 text-sm text-stone-700 ring-1 ring-cream-200">
        <CalendarX2 aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
        No special days coming up. Your weekly hours apply every day.
      </p>
    );
  return (
    <>
      <ul
        aria-label="Coming special days"
        className="divide-y divide-cream-200 rounded-xl ring-1 ring-cream-200"
      >
        {days.map((day) => (
          <li key={day._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">{specialDayDate(day.date, timeZone)}</p>
              <p className="text-sm text-stone-700">
                {hoursRangeText(day)}
                {day.note && <span className="text-stone-600"> · {day.note}</span>}
              </p>
              {waitingText(day) && (
                <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-red-800">
                  <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
                  {waitingText(day)}
                </p>
              )}
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => ask(day)}
              aria-label={`Remove the special day of ${specialDayDate(day.date, timeZone)}`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove
            </Button>
            {waitingText(day) && (
              <div className="w-full">
                <AffectedBookings day={day} />
              </div>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        {...dialogProps}
        title="Remove this special day?"
        confirmLabel="Yes, Remove"
        busyLabel="Removing..."
        dismissLabel="Keep It"
      >
        {target && (
          <p>
            {specialDayDate(target.date, timeZone)} goes back to your weekly hours for pickups, bookings and
            the hours guests see.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
