import { PICKUP_MESSAGES } from '@flame/shared';
import { useEffect } from 'react';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { usePickups } from '../../../api/pickups';
import { ConnectionLostNotice } from '../pickups/components/connection-lost-notice';
import { PickupsBoard } from '../pickups/components/pickups-board';
import { ScreenAwakeStatus } from '../pickups/components/screen-awake-status';
import { TestSoundButton } from '../order-alert/test-sound-button';
import { PrinterFailureNotice } from '../printer/printer-failure-notice';
import { PhoneOrderButton } from '../phone-order/phone-order-button';
import { PauseOrderingControl } from '../service/pause-ordering-control';
import { useRefetchOnAdminEvent, useAdminEvents } from '../shell/admin-events';
import { LiveStatus } from '../ui/live-status';
import { LoadFailedAlert } from '../ui/load-failed-alert';
import { AdminSection } from '../ui/admin-section';

export const head: HeadFunction = () => ({ title: pageTitle('Pickups · Admin Dashboard') });

/**
 * The pickups board: follows new orders and status changes live
 * through the dashboard's event stream; while it is in view, new orders count as seen (the Pickups badge and the
 * count in the tab's title clear); the chime goes on until they are accepted here. An outage never blanks it:
 * once read, the orders stay on screen with 'Connection lost' while a reload fails or the stream is down. While
 * it is open the screen stays on, and 'Test sound' plays the chime.
 */
export default function PickupsSection() {
  const pickups = usePickups();
  const { setBoardOpen, state } = useAdminEvents();
  const retry = () => void pickups.refetch();
  useEffect(() => {
    setBoardOpen(true);
    return () => setBoardOpen(false);
  }, [setBoardOpen]);
  useRefetchOnAdminEvent('order');

  return (
    <AdminSection
      title="Pickups"
      description="Move each order along as the kitchen works on it."
      actions={
        <>
          <LiveStatus />
          <PauseOrderingControl />
          <PhoneOrderButton />
        </>
      }
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <TestSoundButton />
        <ScreenAwakeStatus />
      </div>
      <PrinterFailureNotice />
      {pickups.data ? (
        <>
          {(pickups.isError || state === 'offline') && (
            <ConnectionLostNotice
              updatedAt={pickups.dataUpdatedAt}
              onRetry={retry}
              retrying={pickups.isFetching}
            />
          )}
          <PickupsBoard rows={pickups.data} />
        </>
      ) : pickups.isError ? (
        <LoadFailedAlert
          title={PICKUP_MESSAGES.loadFailed}
          error={pickups.error}
          onRetry={retry}
          retrying={pickups.isFetching}
        />
      ) : (
        <div className="min-h-80">
          <Skeleton label="Loading pickups...">
            <div className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200">
              {[0, 1, 2, 3, 4].map((i) => (
                <div key={i} className={`${skeletonBlockClass} h-10`} />
              ))}
            </div>
          </Skeleton>
        </div>
      )}
    </AdminSection>
  );
}
