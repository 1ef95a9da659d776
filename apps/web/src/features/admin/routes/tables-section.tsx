import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { useRefetchOnAdminEvent } from '../shell/admin-events';
import { CardGridSkeleton } from '../ui/card-grid-skeleton';
import { LoadFailedAlert } from '../ui/load-failed-alert';
import { AdminSection } from '../ui/admin-section';
import { useUpcomingReservations } from '../../../api/reservations';
import { useAdminTables } from '../../../api/tables';
import { TablesGrid } from '../tables/components/tables-grid';

export const head: HeadFunction = () => ({ title: pageTitle('Tables · Admin Dashboard') });

/** The owner's tables; bookings and cancellations show live. */
export default function TablesSection() {
  const tables = useAdminTables();
  const reservations = useUpcomingReservations();
  useRefetchOnAdminEvent('reservation');

  const failed = tables.isError ? tables : reservations.isError ? reservations : null;
  if (failed) {
    return (
      <AdminSection title="Tables">
        <LoadFailedAlert
          title="Failed to load tables"
          error={failed.error}
          onRetry={() => void Promise.all([tables.refetch(), reservations.refetch()])}
          retrying={tables.isFetching || reservations.isFetching}
        />
      </AdminSection>
    );
  }
  if (!tables.data || !reservations.data) {
    return (
      <AdminSection title="Tables" description="Tables guests can book, and who has booked them.">
        <CardGridSkeleton label="Loading tables..." />
      </AdminSection>
    );
  }
  return <TablesGrid tables={tables.data} reservations={reservations.data} />;
}
