import { Pause } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { useSpecialDays } from '../../../api/special-days';
import { pauseChoices } from './pause-choices';
import { useOrderingPauseState } from '../../../lib/hooks/use-ordering-pause-state';
import { usePauseActions } from './use-pause-actions';

/**
 * 'Pause online orders': a choice of how long, one tap each ('Change pause' while paused; the banner above
 * every section resumes). A pause can be undone at once, so it is not asked twice.
 */
export function PauseOrderingControl() {
  const restaurant = useOwnedRestaurant();
  const { paused } = useOrderingPauseState(restaurant);
  const { pauseUntil, busy } = usePauseActions();
  const [choosing, setChoosing] = useState(false);

  return (
    <>
      <Button variant="secondary" onClick={() => setChoosing(true)}>
        <Pause aria-hidden="true" className="size-4" />
        {paused ? 'Change pause' : 'Pause online orders'}
      </Button>
      <Modal
        open={choosing}
        onClose={() => setChoosing(false)}
        title={paused ? 'Change the pause' : 'Pause online orders'}
      >
        <PauseChoices busy={busy} onChoose={(until) => pauseUntil(until, () => setChoosing(false))} />
      </Modal>
    </>
  );
}

function PauseChoices({ busy, onChoose }: { busy: boolean; onChoose: (until: Date | null) => void }) {
  const { openingHours, timeZone } = useOwnedRestaurant();
  const specialDays = useSpecialDays().data ?? [];
  const choices = pauseChoices(new Date(), { openingHours, specialDays, timeZone });
  const noteId = useId();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-stone-700">
        For how long? Customers see the pause at once and cannot order online a pickup before it ends; pickups
        after its end can still be ordered. Orders already placed stay on the board.
      </p>
      <ul className="grid grid-cols-2 gap-3">
        {choices.map((choice) => (
          <li key={choice.kind + choice.label} className={choice.kind === 'minutes' ? '' : 'col-span-2'}>
            <Button
              variant="secondary"
              className="w-full whitespace-normal"
              busy={busy}
              aria-describedby={choice.note ? `${noteId}-${choice.kind}` : undefined}
              onClick={() => onChoose(choice.until)}
            >
              {choice.label}
            </Button>
            {choice.note && (
              <p id={`${noteId}-${choice.kind}`} className="mt-1 text-sm text-stone-600">
                {choice.note}.
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
