import { useQueryClient } from '@tanstack/react-query';
import { AUTOMATIC_PAUSE_TEXTS } from '@flame/shared';
import { Play } from 'lucide-react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { ownedRestaurantQueryKey } from '../../../api/restaurant';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { pauseEndedText, pausedTitle } from './pause-texts';
import { useOrderingPauseState } from '../../../lib/hooks/use-ordering-pause-state';
import { usePauseActions } from './use-pause-actions';

/**
 * Above every dashboard section while online orders are paused: until when, and 'Resume now'. A pause with an
 * end leaves by itself at that moment, and the dashboard says so. A pause that started by itself (an order
 * unanswered too long, no dashboard open) says why and how it ends instead.
 */
export function OrderingPausedBanner() {
  const restaurant = useOwnedRestaurant();
  const queryClient = useQueryClient();
  const { paused, until } = useOrderingPauseState(restaurant, (ended) => {
    toast.info(pauseEndedText(ended, restaurant.timeZone));
    void queryClient.invalidateQueries({ queryKey: ownedRestaurantQueryKey });
  });
  const { resumeNow, busy } = usePauseActions();
  const reason = restaurant.orderingPausedReason;
  const pickupsPath = paths.adminDashboard.href(restaurant._id, 'pickups');
  const onPickups = useLocation().pathname === pickupsPath;
  if (reason === 'unanswered' || reason === 'unwatched') {
    const texts = AUTOMATIC_PAUSE_TEXTS[reason];
    return (
      <Banner tone="error" title={texts.title} className="mb-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>{texts.body}</p>
          {reason === 'unanswered' && !onPickups && (
            <ButtonLink size="sm" to={pickupsPath}>
              Open pickups
            </ButtonLink>
          )}
        </div>
      </Banner>
    );
  }
  if (!paused) return null;
  return (
    <Banner tone="info" title={pausedTitle(until, new Date(), restaurant.timeZone)} className="mb-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>Customers see the pause on the menu and at checkout, and cannot order online until then.</p>
        <Button size="sm" onClick={resumeNow} busy={busy}>
          <Play aria-hidden="true" className="size-4" />
          {busy ? 'Resuming...' : 'Resume now'}
        </Button>
      </div>
    </Banner>
  );
}
