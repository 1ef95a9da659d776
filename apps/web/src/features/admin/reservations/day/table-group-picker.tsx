import { tablesText, type OwnerBooking, type ReservationDay } from '@flame/shared';
import { useState } from 'react';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { Button } from '../../../../components/ui/button';
import { freeTablesFor, tableGroupProblem } from './move-options';

/**
 * 'Push tables together': the tables free for the booking's whole stay as checkboxes; the move is offered once
 * the chosen ones are all combinable with each other and seat the party, and says why not until then. The
 * server checks everything again.
 */
export function TableGroupPicker({
  day,
  booking,
  busy,
  onMove,
}: {
  day: ReservationDay;
  booking: OwnerBooking;
  busy: boolean;
  onMove: (tableNumbers: number[]) => void;
}) {
  const free = freeTablesFor(day, booking);
  const [chosenIds, setChosenIds] = useState<string[]>([]);
  if (free.length < 2) return null;
  const chosen = free.filter((t) => chosenIds.includes(t._id));
  const numbers = chosen.map((t) => t.tableNumber);
  const problem = tableGroupProblem(chosen, booking.partySize);
  const own = booking.tables.map((t) => t.tableNumber).sort((a, b) => a - b);
  const same = numbers.join(',') === own.join(',');
  const seats = chosen.reduce((sum, t) => sum + t.seats, 0);
  const toggle = (id: string, on: boolean) =>
    setChosenIds((ids) => (on ? [...ids, id] : ids.filter((each) => each !== id)));

  return (
    <fieldset className="mt-4 flex flex-col gap-3 rounded-xl p-3 ring-1 ring-cream-200">
      <legend className="px-1 text-sm font-semibold text-stone-900">Or push tables together</legend>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
        {free.map((table) => (
          <CheckboxField
            key={table._id}
            inline
            label={`Table ${table.tableNumber} · ${table.seats} seats`}
            className="min-h-11"
            checked={chosenIds.includes(table._id)}
            onChange={(event) => toggle(table._id, event.target.checked)}
          />
        ))}
      </div>
      <p
        aria-live="polite"
        className={`text-sm ${problem && chosen.length > 0 ? 'text-amber-900' : 'text-stone-600'}`}
      >
        {problem ?? (same ? 'The booking holds these tables already.' : `Together they seat ${seats}.`)}
      </p>
      <Button
        variant="secondary"
        className="self-start"
        busy={busy}
        disabled={problem !== null || same}
        onClick={() => onMove(numbers)}
      >
        {problem === null && !same ? `Move to ${tablesText(numbers)}` : 'Move to the chosen tables'}
      </Button>
    </fieldset>
  );
}
