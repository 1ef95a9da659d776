import { toast } from 'sonner';
import { useOrderingPause } from '../../../api/restaurant';
import { errorMessage } from '../../../lib/api-client';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { pausedTitle } from './pause-texts';

/** Pausing and resuming online orders from any dashboard screen, each answered with a toast. */
export function usePauseActions() {
  const { _id, timeZone } = useOwnedRestaurant();
  const { pause, resume, busy } = useOrderingPause(_id);
  return {
    busy,
    pauseUntil: (until: Date | null, onDone?: () => void) =>
      pause.mutate(until, {
        onSuccess: () => {
          toast.success(pausedTitle(until, new Date(), timeZone));
          onDone?.();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to pause online orders')),
      }),
    resumeNow: () =>
      resume.mutate(undefined, {
        onSuccess: () => toast.success('Online orders resumed'),
        onError: (error) => toast.error(errorMessage(error, 'Failed to resume online orders')),
      }),
  };
}
