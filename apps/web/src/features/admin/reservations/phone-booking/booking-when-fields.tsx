import { staffAvailabilityQuerySchema } from '@flame/shared';
import { useEffect, useMemo, useState } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import { ApiError } from '../../../../lib/api-client';
import { applyServerFieldErrors, type ServerErrorTarget } from '../../../../lib/form-errors';
import { useStaffTimes } from '../../../../api/staff-bookings';
import { Button } from '../../../../components/ui/button';
import { InputField, SelectField } from '../../../../components/ui/field';
import { BookingTimeSelect, type TimesState } from './booking-time-select';
import { bookingTimeLabel, offeredTimeLabels } from './phone-booking-form';

/**
 * When a party comes, as the owner's booking forms ask it ('New booking', 'Change booking'): reads the times
 * free for the form's date and party size (for a booking being changed, `except`: its own tables count as
 * free), lets go of a chosen time they no longer offer (`onTimeGone`: another
 * date or size, or taken meanwhile), and keeps the nearest free times a refusal named, for the date and party
 * size they were named for.
 */
export function useBookingWhen({
  date,
  partySize: partySizeText,
  time,
  timeZone,
  except,
  onTimeGone,
}: {
  date: string;
  /** As the form holds it ('4'). */
  partySize: unknown;
  time: string;
  timeZone: string;
  /** The id of the booking being changed. */
  except?: string;
  onTimeGone: () => void;
}) {
  const asked = staffAvailabilityQuerySchema.safeParse({ date, partySize: partySizeText });
  const partySize = asked.success ? asked.data.partySize : 0;
  const times = useStaffTimes(date, partySize, { enabled: asked.success, except });
  const offered = useMemo(
    () => (times.data ? offeredTimeLabels(times.data, timeZone) : undefined),
    [times.data, timeZone],
  );
  const [nearest, setNearest] = useState<{ for: string; times: string[] } | null>(null);

  useEffect(() => {
    if (offered && time && !offered.includes(time)) onTimeGone();
  }, [offered, time, onTimeGone]);

  const timesState: TimesState = !asked.success
    ? { kind: 'waiting' }
    : offered
      ? { kind: 'read', offered }
      : times.isError
        ? {
            kind: 'failed',
            error: times.error,
            retrying: times.isFetching,
            retry: () => void times.refetch(),
          }
        : { kind: 'loading' };

  return {
    timesState,
    /** The nearest free times (ISO) to offer now: none once the date or party size differ from the refused. */
    nearest: nearest?.for === `${date} ${partySize}` ? nearest.times : [],
    /**
     * A booking's refusal, placed: a 400's or a 409's messages under their fields (`fields` of the form) and a
     * 409's nearest free times offered for the date and party size refused. False when no field took it (the
     * form then says it failed).
     */
    placeRefusal: <T extends FieldValues>(
      error: unknown,
      form: ServerErrorTarget<T>,
      fields: readonly Path<T>[],
      refused: { date: string; partySize: number },
    ): boolean => {
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false;
      const placed = applyServerFieldErrors(error, form, fields);
      if (error.status === 409) {
        const times = error.fieldErrors.nearestTimes ?? [];
        setNearest({ for: `${refused.date} ${refused.partySize}`, times });
      }
      return placed;
    },
    clearNearest: () => setNearest(null),
  };
}

/**
 * Party size, Date and Time (with the nearest free times, one tap choosing one), as three cells of the form's
 * two-column grid, Time across both.
 */
export function BookingWhenFields({
  partySizes,
  partySize,
  date,
  time,
  timeValue,
  errors,
  timesState,
  timeZone,
  nearest,
  onChooseNearest,
}: {
  partySizes: readonly number[];
  partySize: UseFormRegisterReturn;
  date: UseFormRegisterReturn;
  time: UseFormRegisterReturn;
  /** The chosen time, so the select shows it once its option arrives. */
  timeValue: string;
  errors: { partySize?: string; date?: string; time?: string };
  timesState: TimesState;
  timeZone: string;
  nearest: readonly string[];
  onChooseNearest: (label: string) => void;
}) {
  return (
    <>
      <SelectField label="Party size" required error={errors.partySize} {...partySize}>
        {partySizes.map((size) => (
          <option key={size} value={size}>
            {size === 1 ? '1 guest' : `${size} guests`}
          </option>
        ))}
      </SelectField>
      <InputField label="Date" type="date" required error={errors.date} {...date} />
      <div className="flex flex-col gap-2 sm:col-span-2">
        <BookingTimeSelect
          state={timesState}
          timeZone={timeZone}
          error={errors.time}
          {...time}
          value={timeValue}
        />
        {nearest.length > 0 && (
          <div>
            <p className="text-sm font-semibold text-stone-800">The nearest free times:</p>
            <ul aria-label="Nearest free times" className="mt-2 flex flex-wrap gap-2">
              {nearest.map((instant) => {
                const label = bookingTimeLabel(instant, timeZone);
                return (
                  <li key={instant}>
                    <Button size="sm" variant="secondary" onClick={() => onChooseNearest(label)}>
                      {label}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
    </>
  );
}
