import { PICKUP_RULE_LIMITS, zonedToday, type SpecialDayBody } from '@flame/shared';
import { Plus } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '../../../lib/use-app-form';
import { toast } from 'sonner';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Button } from '../../../components/ui/button';
import { InputField, SelectField } from '../../../components/ui/field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { useAddSpecialDay } from '../../../api/special-days';
import { HalfHourOptions } from '../ui/half-hour-options';

interface SpecialDayValues {
  date: string;
  isClosed: boolean;
  open: string;
  close: string;
  note: string;
}

const FIELDS = ['date', 'isClosed', 'open', 'close', 'note'] as const;
const EMPTY: SpecialDayValues = { date: '', isClosed: true, open: '10:00 AM', close: '3:00 PM', note: '' };

/**
 * Adds a special day: a date (today or later, in the restaurant's zone), closed or open at its own half-hour
 * times, and a note guests read. The server checks it; its refusals show at the fields.
 */
export function SpecialDayForm() {
  const { timeZone } = useOwnedRestaurant();
  const add = useAddSpecialDay();
  const { register, handleSubmit, reset, setError, getFieldState, control, formState } =
    useAppForm<SpecialDayValues>({
      defaultValues: EMPTY,
    });
  const { errors } = formState;
  const isClosed = useWatch({ control, name: 'isClosed' });

  const onValid = async (values: SpecialDayValues) => {
    if (!values.date) {
      setError('date', { type: 'required', message: 'Choose a date' }, { shouldFocus: true });
      return;
    }
    const body: SpecialDayBody = {
      date: values.date,
      isClosed: values.isClosed,
      open: values.isClosed ? null : values.open,
      close: values.isClosed ? null : values.close,
      note: values.note,
    };
    try {
      const added = await add.mutateAsync(body);
      const count = added.affected.orders.length + added.affected.reservations.length;
      toast.success(
        count === 0 ? 'Special day added' : 'Special day added. Keep or cancel the bookings it leaves out.',
      );
      reset(EMPTY);
    } catch (error) {
      const atField = applyServerFieldErrors(error, { setError, getFieldState }, FIELDS);
      if (!atField && error instanceof ApiError && error.status === 409)
        setError('date', { type: 'server', message: error.message }, { shouldFocus: true });
      toast.error(errorMessage(error, 'Failed to add the special day'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label="Add a special day"
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label="Date"
          required
          type="date"
          min={zonedToday(new Date(), timeZone)}
          error={errors.date?.message}
          {...register('date')}
        />
        <CheckboxField
          inline
          label="Closed that day"
          className="self-end rounded-xl bg-cream-50 p-3 ring-1 ring-cream-200"
          {...register('isClosed')}
        />
        {!isClosed && (
          <>
            <SelectField label="Opens" error={errors.open?.message} {...register('open')}>
              <HalfHourOptions />
            </SelectField>
            <SelectField
              label="Closes"
              hint="A time before opening runs past midnight."
              error={errors.close?.message}
              {...register('close')}
            >
              <HalfHourOptions closing />
            </SelectField>
          </>
        )}
        <InputField
          label="Note for guests"
          hint="Shown with the hours, for example: Thanksgiving, or Christmas Eve: closing early."
          error={errors.note?.message}
          maxLength={PICKUP_RULE_LIMITS.specialDayNote}
          className="sm:col-span-2"
          {...register('note')}
        />
      </div>
      <Button type="submit" busy={add.isPending} className="self-start">
        <Plus aria-hidden="true" className="size-4" />
        {add.isPending ? 'Adding...' : 'Add special day'}
      </Button>
    </form>
  );
}
