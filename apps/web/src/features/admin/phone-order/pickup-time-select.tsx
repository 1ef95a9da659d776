import { localTimeNote, type PickupDay } from '@flame/shared';
import type { ComponentProps } from 'react';
import { SelectField } from '../../../components/ui/field';

/**
 * 'Pickup time': every time the owner may give, grouped by day ('Sunday, November 29'), in the restaurant's
 * time zone; none left in the window says so.
 */
export function PickupTimeSelect({
  days,
  timeZone,
  error,
  ...select
}: Omit<ComponentProps<'select'>, 'children'> & {
  days: readonly PickupDay[];
  timeZone: string;
  error?: string;
}) {
  return (
    <SelectField
      label="Pickup time"
      required
      error={error}
      hint={days.length === 0 ? 'No pickup times are open in the ordering window.' : localTimeNote(timeZone)}
      {...select}
    >
      <option value="">Choose a time</option>
      {days.map((day) => (
        <optgroup key={day.date} label={day.label}>
          {day.slots.map((slot) => (
            <option key={slot.value} value={slot.value}>
              {`${slot.label}, ${day.label}`}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
