import { WifiOff } from 'lucide-react';
import { StaleDataNotice } from '../../ui/stale-data-notice';
import { RestaurantTime } from '../../ui/restaurant-time';

/**
 * Over a board whose last reload failed or whose live stream dropped: the orders stay on screen as last known,
 * with the time they were read, and the board reloads by itself when the connection is back.
 */
export function ConnectionLostNotice({
  updatedAt,
  onRetry,
  retrying,
}: {
  updatedAt: number;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <StaleDataNotice icon={WifiOff} title="Connection lost" onRetry={onRetry} retrying={retrying}>
      These are the orders as of <RestaurantTime iso={new Date(updatedAt).toISOString()} />. The board updates
      by itself when the connection is back.
    </StaleDataNotice>
  );
}
