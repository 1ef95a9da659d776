import { CalendarClock } from 'lucide-react';
import { PageMessage } from '../../../components/ui/page-message';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { ReservationSummaryCards } from '../reservations/components/reservation-summary-cards';
import { ReservationsList } from '../reservations/components/reservations-list';
import { DayView } from '../reservations/day/day-view';
import { useRefetchOnAdminEvent } from '../shell/admin-events';
import { LiveStatus } from '../ui/live-status';
import { SectionQuery } from '../ui/section-query';
import { AdminSection } from '../ui/admin-section';
import { WaitlistPanel } from '../waitlist/waitlist-panel';
import { useUpcomingReservations } from '../../../api/reservations';

export const head: HeadFunction = () => ({ title: pageTitle('Reservations · Admin Dashboard') });

/** The day's book with the waitlist beside it, then the upcoming reservations; every change shows live. */
export default function ReservationsSection() {
  const reservations = useUpcomingReservations();
  useRefetchOnAdminEvent('reservation');

  return (
    <AdminSection
      title="Reservations"
      description="The day's book by table and time, then every booking that has not ended yet, soonest first."
      actions={<LiveStatus />}
    >
      {/* Beside the day on wide screens, below it on a phone or a tablet. */}
      <DayView aside={<WaitlistPanel />} />
      <SectionQuery
        query={reservations}
        failureTitle="Failed to load reservations"
        skeleton={
          <div className="min-h-96">
            <Skeleton label="Loading reservations...">
              <div className="mb-6 grid gap-4 sm:grid-cols-3">
                {[0, 1, 2].map((i) => (
                  <div key={i} className={`${skeletonBlockClass} h-22`} />
                ))}
              </div>
              <div className={`${skeletonBlockClass} h-72`} />
            </Skeleton>
          </div>
        }
      >
        {(list) => (
          <>
            <ReservationSummaryCards reservations={list} />
            {list.length === 0 ? (
              <PageMessage icon={CalendarClock} title="No active reservations" role="status">
                New bookings appear here as guests make them.
              </PageMessage>
            ) : (
              <ReservationsList reservations={list} />
            )}
          </>
        )}
      </SectionQuery>
    </AdminSection>
  );
}
