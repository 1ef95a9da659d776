import {
  DEFAULT_PICKUP_RULES,
  formatClock,
  formatPickupTime,
  localTimeNote,
  pauseStopsPickup,
  zonedDateAndMinutes,
  type OpeningHour,
} from '@flame/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { RequiredLabel } from '../../../components/ui/required-label';
import { skeletonBlockClass } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useRestaurant } from '../../../api/restaurant';
import { useSpecialDays } from '../../../api/special-days';
import { pickupSlotsQueryKey, usePickupSlots } from '../../../api/pickup-slots';
import { useOrderingPauseState } from '../../../lib/hooks/use-ordering-pause-state';
import { useNow } from '../../../lib/hooks/use-now';
import { pickupDayOptions } from './pickup-day-options';
import { pickupDayProblem } from './pickup-day-problem';

const NOT_PAUSED = { orderingPaused: false, orderingPausedUntil: null };

/**
 * 'Select Date and Time': a day from today to the end of the ordering window (closed days listed, saying why,
 * and not selectable), then one of that day's pickup times the server says an order may take now (lead time,
 * pause and room left in the slot; a time without room is listed as '6:00 PM — full', not selectable), shown in
 * the restaurant's time zone, and a line with the chosen time or
 * 'None'. A day with no time says why. A chosen time that stops being offered is cleared.
 */
export function PickupTimePicker({
  openingHours,
  timeZone,
  value,
  onChange,
  error,
  dayRef,
}: {
  openingHours: readonly OpeningHour[];
  timeZone: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The day list, focused when the server refuses the chosen time. */
  dayRef?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  const now = useNow(60_000);
  const restaurantQuery = useRestaurant();
  const restaurant = restaurantQuery.data;
  const specialDays = useSpecialDays();
  const windowDays = restaurant?.pickupWindowDays ?? DEFAULT_PICKUP_RULES.windowDays;
  const leadMinutes = restaurant?.pickupLeadMinutes ?? DEFAULT_PICKUP_RULES.leadMinutes;
  const days = useMemo(
    () =>
      now
        ? pickupDayOptions(now, openingHours, specialDays.data ?? [], timeZone, { leadMinutes, windowDays })
        : [],
    [now, openingHours, specialDays.data, timeZone, windowDays, leadMinutes],
  );
  const [chosenDay, setChosenDay] = useState('');
  const date = value ? zonedDateAndMinutes(new Date(value), timeZone).date : chosenDay;
  const day = days.find((each) => each.date === date);
  const slots = usePickupSlots(day ? date : '');
  // The times a pause held back are offered again the moment it ends.
  const queryClient = useQueryClient();
  const pause = useOrderingPauseState(restaurant ?? NOT_PAUSED, () => {
    void queryClient.invalidateQueries({ queryKey: pickupSlotsQueryKey });
  });
  // The times listed: those offered, and those an order could take but for the room left ('6:00 PM — full').
  const listed =
    slots.data?.filter((slot) => {
      if (slot.available) return true;
      const at = new Date(slot.time).getTime();
      return (
        !!now &&
        (restaurant?.isActive ?? true) &&
        at >= now.getTime() + leadMinutes * 60_000 &&
        at <= now.getTime() + windowDays * 24 * 60 * 60_000 &&
        !pauseStopsPickup(pause, new Date(at))
      );
    }) ?? [];
  const offered = slots.data?.filter((slot) => slot.available) ?? [];
  // A day with no time left may be a pause or a switch-off that began after the restaurant was read: before
  // saying why, the restaurant is read again whenever its copy is older than the slots' answer.
  const restaurantOutdated =
    slots.data !== undefined && offered.length === 0 && restaurantQuery.dataUpdatedAt < slots.dataUpdatedAt;
  const refetchRestaurant = restaurantQuery.refetch;
  const awaitingRestaurant = restaurantOutdated && restaurantQuery.errorUpdatedAt < slots.dataUpdatedAt;
  useEffect(() => {
    if (restaurantOutdated) void refetchRestaurant();
  }, [restaurantOutdated, refetchRestaurant]);
  const problem =
    now && day && slots.data && !awaitingRestaurant
      ? pickupDayProblem(
          day,
          slots.data,
          {
            isActive: restaurant?.isActive ?? true,
            orderingPaused: restaurant?.orderingPaused ?? false,
            orderingPausedUntil: restaurant?.orderingPausedUntil ?? null,
            pickupLeadMinutes: leadMinutes,
            timeZone,
          },
          now,
        )
      : undefined;

  // A chosen time the server no longer offers (filled up, passed, paused) is cleared rather than sent.
  const stillOffered =
    !slots.data || !value || slots.data.some((slot) => slot.time === value && slot.available);
  useEffect(() => {
    if (!stillOffered) onChange('');
  }, [stillOffered, onChange]);

  const errorId = `${id}-error`;
  const selectedId = `${id}-selected`;
  const zoneId = `${id}-zone`;
  const problemId = `${id}-problem`;
  const describedBy = [selectedId, zoneId, error ? errorId : null].filter(Boolean).join(' ');

  if (specialDays.isPending) {
    return <div aria-hidden="true" className={`${skeletonBlockClass} h-40`} />;
  }
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={describedBy}>
      <legend className="text-sm font-medium text-stone-800">
        <RequiredLabel>Select Date and Time</RequiredLabel>
      </legend>
      {days.every((each) => !each.selectable) ? (
        <p className="text-sm text-stone-700">
          No pickup times are open in the next {windowDays} {windowDays === 1 ? 'day' : 'days'}. Please call
          us to arrange your order.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="Pickup day"
            ref={dayRef}
            // Focused when a refused order sends the customer back here: the scroll leaves the legend and the
            // label above it in view, below the sticky header (the page's scroll padding).
            style={{ scrollMarginTop: '4rem' }}
            value={day ? date : ''}
            aria-invalid={error && !date ? true : undefined}
            onChange={(event) => {
              setChosenDay(event.target.value);
              onChange('');
            }}
          >
            <option value="">Choose a day</option>
            {days.map((each) => (
              <option key={each.date} value={each.date} disabled={!each.selectable}>
                {each.optionLabel}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Pickup time"
            value={stillOffered ? value : ''}
            disabled={!day || offered.length === 0}
            aria-invalid={error ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            aria-busy={slots.isFetching || undefined}
            onChange={(event) => onChange(event.target.value)}
          >
            <option value="">
              {!day
                ? 'Choose a day first'
                : slots.isPending
                  ? 'Loading times...'
                  : offered.length === 0
                    ? 'No times on this day'
                    : 'Choose a time'}
            </option>
            {listed.map((slot) => (
              <option key={slot.time} value={slot.time} disabled={!slot.available}>
                {formatClock(zonedDateAndMinutes(new Date(slot.time), timeZone).minutes)}
                {slot.available ? '' : ' — full'}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      {slots.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-700">
          <span>{errorMessage(slots.error, 'Failed to load pickup times')}</span>
          <Button size="sm" variant="secondary" onClick={() => void slots.refetch()} busy={slots.isFetching}>
            Try Again
          </Button>
        </div>
      )}
      {problem && (
        <p
          id={problemId}
          role="status"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200"
        >
          {problem}
        </p>
      )}
      <p id={selectedId} className="text-sm text-stone-700">
        Selected:{' '}
        <span className="font-semibold text-stone-900">
          {value && stillOffered ? formatPickupTime(value, timeZone) : 'None'}
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
