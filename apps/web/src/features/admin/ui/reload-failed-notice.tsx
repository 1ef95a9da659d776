import { TriangleAlert } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client';
import { RestaurantTime } from './restaurant-time';
import { StaleDataNotice } from './stale-data-notice';

/** Over a section whose reload failed: its title and reason, and the time what stays on screen was read. */
export function ReloadFailedNotice({
  title,
  error,
  updatedAt,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  updatedAt: number;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <StaleDataNotice icon={TriangleAlert} title={title} onRetry={onRetry} retrying={retrying}>
      {errorMessage(error)} What you see was read at{' '}
      <RestaurantTime iso={new Date(updatedAt).toISOString()} />.
    </StaleDataNotice>
  );
}
