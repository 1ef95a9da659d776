import { formatPickupTime, localTimeNote, type PickupDay } from '@flame/shared';
import { useId, useState } from 'react';
import { fieldControlClass } from '../../../components/ui/field';
import { RequiredLabel } from '../../../components/ui/required-label';

/**
 * 'Select Date and Time': a day, then one of its allowed quarter hours (2 hours ahead at the
 * earliest, 7 days at the latest, inside opening hours), shown in the restaurant's time zone, and a line with
 * the chosen time or 'None'.
 */
export function PickupTimePicker({
  days,
  timeZone,
  value,
  onChange,
  error,
}: {
  days: readonly PickupDay[];
  timeZone: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const dayOfValue = days.find((day) => day.slots.some((slot) => slot.value === value))?.date;
  const [chosenDay, setChosenDay] = useState<string>('');
  const date = dayOfValue ?? chosenDay;
  const slots = days.find((day) => day.date === date)?.slots ?? [];
  const errorId = `${id}-error`;
  const selectedId = `${id}-selected`;
  const zoneId = `${id}-zone`;
  const describedBy = [selectedId, zoneId, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-stone-800">
        <RequiredLabel>Select Date and Time</RequiredLabel>
      </legend>
      {days.length === 0 ? (
        <p className="text-sm text-stone-700">
          No pickup times are open in the next 7 days. Please call us to arrange your order.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-day`} className="text-sm text-stone-700">
              Pickup day
            </label>
            <select
              id={`${id}-day`}
              value={date}
              aria-invalid={error && !date ? true : undefined}
              onChange={(event) => {
                setChosenDay(event.target.value);
                onChange('');
              }}
              className={fieldControlClass}
            >
              <option value="">Choose a day</option>
              {days.map((day) => (
                <option key={day.date} value={day.date}>
                  {day.label}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-time`} className="text-sm text-stone-700">
              Pickup time
            </label>
            <select
              id={`${id}-time`}
              value={value}
              disabled={!date}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(event.target.value)}
              className={fieldControlClass}
            >
              <option value="">{date ? 'Choose a time' : 'Choose a day first'}</option>
              {slots.map((slot) => (
                <option key={slot.value} value={slot.value}>
                  {slot.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
      <p id={selectedId} className="text-sm text-stone-700">
        Selected:{' '}
        <span className="font-semibold text-stone-900">
          {value ? formatPickupTime(value, timeZone) : 'None'}
        </span>
      </p>
      <p id={zoneId} className="-mt-1 text-xs text-stone-600">
        {localTimeNote(timeZone)}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
