import { useWeeklyHoursDecisions } from '../../../api/hours-decisions';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { LoadFailedAlert } from '../ui/load-failed-alert';
import { AffectedBookings } from './affected-bookings';

/**
 * Under the weekly hours: the orders and reservations that new hours leave out, one list a date, until each is
 * kept or cancelled. Nothing shows while every booking still falls inside the hours.
 */
export function WeeklyHoursDecisions() {
  const { openingHours } = useOwnedRestaurant();
  const decisions = useWeeklyHoursDecisions(openingHours);
  if (decisions.isError)
    return (
      <LoadFailedAlert
        title="Failed to load the bookings outside your hours"
        error={decisions.error}
        onRetry={() => void decisions.refetch()}
        retrying={decisions.isFetching}
      />
    );
  if (!decisions.data || decisions.data.length === 0) return null;
  return (
    <section aria-label="Bookings outside your opening hours" className="flex flex-col gap-4">
      {decisions.data.map((day) => (
        <AffectedBookings key={day.date} day={day} />
      ))}
    </section>
  );
}
