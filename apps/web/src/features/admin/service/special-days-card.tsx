import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { LoadFailedAlert } from '../ui/load-failed-alert';
import { useSpecialDayDecisions } from '../../../api/special-days';
import { SpecialDayForm } from './special-day-form';
import { SpecialDayList } from './special-day-list';

/**
 * Settings → Special days: the coming dates whose hours replace the week's (a holiday closure, a short Christmas
 * Eve), adding one, and removing one. A day that leaves existing orders or reservations outside its hours lists them until each is kept or
 * cancelled.
 */
export function SpecialDaysCard() {
  const days = useSpecialDayDecisions();

  return (
    <section
      aria-labelledby="special-days-title"
      className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-cream-200"
    >
      <div className="border-b border-cream-200 px-5 py-4 sm:px-6">
        <h2 id="special-days-title" className="font-display text-xl font-bold text-stone-900">
          Special days
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Holidays and days with other hours. They replace the weekly hours of their date for pickups, table
          bookings and the hours guests see.
        </p>
      </div>
      <div className="flex flex-col gap-6 px-5 py-5 sm:px-6">
        {days.isError ? (
          <LoadFailedAlert
            title="Failed to load the special days"
            error={days.error}
            onRetry={() => void days.refetch()}
            retrying={days.isFetching}
          />
        ) : days.data ? (
          <SpecialDayList days={days.data} />
        ) : (
          <Skeleton label="Loading special days...">
            <div className={`${skeletonBlockClass} h-16`} />
          </Skeleton>
        )}
        <div className="border-t border-cream-200 pt-5">
          <h3 className="mb-3 font-semibold text-stone-900">Add a special day</h3>
          <SpecialDayForm />
        </div>
      </div>
    </section>
  );
}
