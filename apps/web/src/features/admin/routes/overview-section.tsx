import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { MailWarnings } from '../overview/mail-warnings';
import { OverviewSkeleton } from '../overview/overview-skeleton';
import { QuickActions } from '../overview/quick-actions';
import { StatCards } from '../overview/stat-cards';
import { StatusBars } from '../overview/status-bars';
import { TodayGlance } from '../overview/today-glance';
import { useLiveOverview } from '../overview/use-live-overview';
import { PauseOrderingControl } from '../service/pause-ordering-control';
import { SectionQuery } from '../ui/section-query';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { AdminSection } from '../ui/admin-section';

export const head: HeadFunction = () => ({ title: pageTitle('Overview · Admin Dashboard') });

/**
 * Overview: first any warning about email (failed messages, a mail server that does not answer), then today at a glance (sales so far, orders, pickups still due, covers) and this week against last, then
 * users, orders and revenue of all time, the status bars and quick actions.
 */
export default function OverviewSection() {
  const restaurant = useOwnedRestaurant();
  const overview = useLiveOverview();

  return (
    <AdminSection
      title="Overview"
      description={`How ${restaurant.name} is doing.`}
      actions={<PauseOrderingControl />}
      maxWidth="6xl"
    >
      <SectionQuery
        query={overview}
        failureTitle="Failed to load the overview"
        skeleton={<OverviewSkeleton />}
      >
        {(data) => (
          <div className="flex flex-col gap-6">
            <MailWarnings mail={data.mail} restaurantId={restaurant._id} timeZone={restaurant.timeZone} />
            <TodayGlance today={data.today} week={data.week} timeZone={restaurant.timeZone} />
            <StatCards overview={data} />
            <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
              <StatusBars orders={data.orders} />
              <QuickActions restaurantId={restaurant._id} />
            </div>
          </div>
        )}
      </SectionQuery>
    </AdminSection>
  );
}
