import { LiveIndicator } from '../../../components/ui/live-indicator';
import { useAdminEvents } from '../shell/admin-events';

/** Tells the owner whether the section follows new orders, bookings and messages live. */
export function LiveStatus() {
  return <LiveIndicator state={useAdminEvents().state} />;
}
