import { RefreshCw, WifiOff } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { RestaurantTime } from './restaurant-time';

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
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      {/* At least 15 rem of text: on a phone 'Try Again' goes below it rather than squeezing it. */}
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-semibold">Connection lost</p>
        <p className="mt-1">
          These are the orders as of <RestaurantTime iso={new Date(updatedAt).toISOString()} />. The board
          updates by itself when the connection is back.
        </p>
      </div>
      <Button size="sm" variant="secondary" onClick={onRetry} busy={retrying}>
        <RefreshCw
          aria-hidden="true"
          className={`size-4 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`}
        />
        Try Again
      </Button>
    </div>
  );
}
