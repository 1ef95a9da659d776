import { REOPENED_DAY_TIMES, type OpeningHoursForm } from '@flame/shared';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';
import { HalfHourOptions } from '../ui/half-hour-options';

/** 'Opens' or 'Closes' as seen, with the day for a screen reader, which hears the week's selects apart. */
function DayLabel({ what, day }: { what: string; day: string }) {
  return (
    <>
      {what}
      <span className="sr-only"> on {day}</span>
    </>
  );
}

/**
 * One day: opening and closing times from the half-hour slots, and 'Closed', which removes the times; turning
 * it off restores 10:00 AM to 9:00 PM.
 */
export function OpeningHourRow({ index, form }: { index: number; form: UseFormReturn<OpeningHoursForm> }) {
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const hour = useWatch({ control, name: `openingHours.${index}` });
  const dayErrors = errors.openingHours?.[index];
  const idBase = `hours-${hour.day.toLowerCase()}`;
  const problem = dayErrors?.open?.message ?? dayErrors?.close?.message;

  const setClosed = (closed: boolean) =>
    setValue(
      `openingHours.${index}`,
      closed
        ? { day: hour.day, open: null, close: null, isClosed: true }
        : { day: hour.day, ...REOPENED_DAY_TIMES, isClosed: false },
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );

  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0 md:grid-cols-[8rem_1fr_auto]">
      <p className="font-semibold text-stone-900">{hour.day}</p>
      <div className="col-span-2 row-start-2 md:col-span-1 md:row-start-1 md:col-start-2">
        {hour.isClosed ? (
          <p className="flex h-11 items-center text-sm font-medium text-stone-600">Closed all day</p>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <SelectField
              label={<DayLabel what="Opens" day={hour.day} />}
              {...register(`openingHours.${index}.open`)}
              aria-invalid={dayErrors?.open ? true : undefined}
              aria-describedby={problem ? `${idBase}-error` : undefined}
            >
              <HalfHourOptions />
            </SelectField>
            <SelectField
              label={<DayLabel what="Closes" day={hour.day} />}
              {...register(`openingHours.${index}.close`)}
              aria-invalid={dayErrors?.close ? true : undefined}
              aria-describedby={problem ? `${idBase}-error` : undefined}
            >
              <HalfHourOptions closing />
            </SelectField>
          </div>
        )}
        {problem && (
          <p id={`${idBase}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {problem}
          </p>
        )}
      </div>
      <div className="col-start-2 row-start-1 justify-self-end md:col-start-3">
        <Switch
          label="Closed"
          ariaLabel={`Closed on ${hour.day}`}
          checked={hour.isClosed}
          onChange={setClosed}
          onText="Yes"
          offText="No"
        />
      </div>
    </li>
  );
}
