import { localTimeNote } from '@flame/shared';
import { CalendarClock } from 'lucide-react';
import { InputField, SelectField } from '../../../components/ui/field';
import { clock } from './format';

export interface TimeChoiceValue {
  date: string;
  /** Null when nothing can be booked that day. */
  minutes: number | null;
}

/**
 * The date and time at the top of /tables: the grid shows each table's state then. Times are
 * the bookable slots of the chosen date.
 */
export function TimeChoice({
  value,
  slots,
  timeZone,
  minDate,
  maxDate,
  onDateChange,
  onTimeChange,
}: {
  value: TimeChoiceValue | undefined;
  slots: readonly number[];
  timeZone: string | undefined;
  minDate: string;
  maxDate: string;
  onDateChange: (date: string) => void;
  onTimeChange: (minutes: number) => void;
}) {
  const disabled = value === undefined;
  return (
    <section
      aria-labelledby="choose-time-title"
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
          <CalendarClock aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id="choose-time-title" className="font-display text-xl font-bold text-stone-900">
            When would you like to come?
          </h2>
          <p className="text-sm text-stone-600">Pick a date and time to see which tables are free.</p>
        </div>
      </div>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <InputField
          label="Date"
          type="date"
          min={minDate}
          max={maxDate}
          value={value?.date ?? ''}
          disabled={disabled}
          onChange={(event) => {
            if (event.target.value) onDateChange(event.target.value);
          }}
        />
        <SelectField
          label="Time"
          value={value?.minutes ?? ''}
          disabled={disabled || slots.length === 0}
          onChange={(event) => onTimeChange(Number(event.target.value))}
        >
          {slots.length === 0 && <option value="">No times</option>}
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {clock(slot)}
            </option>
          ))}
        </SelectField>
      </div>
      {timeZone && <p className="mt-4 text-xs text-stone-600">{localTimeNote(timeZone)}</p>}
    </section>
  );
}
