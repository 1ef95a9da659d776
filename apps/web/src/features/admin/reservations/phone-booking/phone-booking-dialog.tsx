import {
  BOOKING_PURPOSES,
  PARTY_NOTE_MAX,
  STAFF_BOOKING_MESSAGE,
  staffAvailabilityQuerySchema,
} from '@flame/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useAddStaffBooking, useStaffTimes } from '../../../../api/staff-bookings';
import { Banner } from '../../../../components/ui/banner';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { InputField, SelectField, TextareaField } from '../../../../components/ui/field';
import { EmailField, PersonNameField, PhoneField } from '../../../../components/ui/input-field-presets';
import { Modal } from '../../../../components/ui/modal';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useAppForm } from '../../../../lib/use-app-form';
import { zodResolver } from '../../../../lib/zod-resolver';
import { BookingTimeSelect, type TimesState } from './booking-time-select';
import {
  bookedText,
  bookingTimeLabel,
  offeredTimeLabels,
  PHONE_BOOKING_DEFAULT_PARTY,
  PHONE_BOOKING_PARTY_SIZES,
  phoneBookingBody,
  phoneBookingFormSchema,
  type PhoneBookingFormInput,
  type PhoneBookingFormOutput,
} from './phone-booking-form';

/** The fields the server names in a 400 (and the 409's `time`), as the form names them. */
const SERVER_FIELDS = [
  'partySize',
  'date',
  'time',
  'guest.name',
  'guest.phone',
  'guest.email',
  'occasion',
  'note',
] as const;

/**
 * 'New booking': the owner books a table for a guest who called, without an account. Party size, date and one
 * of the times free for them (the restaurant's clock), the guest's name, phone and optional email (for the
 * confirmation), an occasion and a note. A refused field shows its reason under it; a time taken meanwhile
 * offers the nearest free times; nothing typed is lost on any error, and closing a begun booking asks first.
 */
export function PhoneBookingDialog({
  date,
  timeZone,
  onClose,
}: {
  /** The date the day view shows: the form's first date. */
  date: string;
  timeZone: string;
  onClose: () => void;
}) {
  const formId = useId();
  const add = useAddStaffBooking();
  const {
    register,
    handleSubmit,
    setError,
    getFieldState,
    setValue,
    control,
    formState: { errors, isDirty, isSubmitted },
  } = useAppForm<PhoneBookingFormInput, unknown, PhoneBookingFormOutput>({
    resolver: zodResolver(phoneBookingFormSchema),
    defaultValues: {
      partySize: String(PHONE_BOOKING_DEFAULT_PARTY),
      date,
      time: '',
      guest: { name: '', phone: '', email: '' },
      occasion: '',
      note: '',
    },
  });
  const [chosenDate, partySizeText, time] = useWatch({ control, name: ['date', 'partySize', 'time'] });
  const asked = staffAvailabilityQuerySchema.safeParse({ date: chosenDate, partySize: partySizeText });
  const partySize = asked.success ? asked.data.partySize : 0;
  const times = useStaffTimes(chosenDate, partySize, { enabled: asked.success });
  const offered = useMemo(
    () => (times.data ? offeredTimeLabels(times.data, timeZone) : undefined),
    [times.data, timeZone],
  );
  // The nearest free times of a refused time, for the date and party they were offered for.
  const [nearest, setNearest] = useState<{ for: string; times: string[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const askedFor = `${chosenDate} ${partySize}`;
  const shownNearest = nearest?.for === askedFor ? nearest.times : [];

  // A time the party can no longer have (another date or size, or taken meanwhile) is chosen again.
  useEffect(() => {
    if (offered && time && !offered.includes(time)) setValue('time', '');
  }, [offered, time, setValue]);

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

  const chooseTime = (label: string) => {
    setValue('time', label, { shouldDirty: true, shouldValidate: isSubmitted });
    setNearest(null);
  };

  const onValid = async (fields: PhoneBookingFormOutput) => {
    setFailure(null);
    setNearest(null);
    try {
      const booking = await add.mutateAsync(phoneBookingBody(fields));
      toast.success(STAFF_BOOKING_MESSAGE, { description: bookedText(booking, fields.date) });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
        const placed = applyServerFieldErrors(error, { setError, getFieldState }, SERVER_FIELDS);
        if (error.status === 409) {
          setNearest({
            for: `${fields.date} ${fields.partySize}`,
            times: error.fieldErrors.nearestTimes ?? [],
          });
        }
        if (placed) return;
      }
      setFailure(errorMessage(error, ''));
    }
  };

  const busy = add.isPending;
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  // Escape, a tap beside the dialog, its close icon or Cancel: a booking begun is only dropped when confirmed.
  const close = () => {
    if (busy) return;
    if (isDirty) setAskingToDiscard(true);
    else onClose();
  };
  return (
    <>
      <Modal
        open
        onClose={close}
        title="New booking"
        className="sm:max-w-xl"
        footer={
          <>
            <Button variant="secondary" onClick={close} busy={busy}>
              Cancel
            </Button>
            <Button type="submit" form={formId} busy={busy}>
              {busy ? 'Booking...' : 'Book table'}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          aria-label="New booking"
          onSubmit={handleSubmit(onValid)}
          className="grid gap-4 sm:grid-cols-2"
        >
          <SelectField
            label="Party size"
            required
            error={errors.partySize?.message}
            {...register('partySize')}
          >
            {PHONE_BOOKING_PARTY_SIZES.map((size) => (
              <option key={size} value={size}>
                {size === 1 ? '1 guest' : `${size} guests`}
              </option>
            ))}
          </SelectField>
          <InputField label="Date" type="date" required error={errors.date?.message} {...register('date')} />
          <div className="flex flex-col gap-2 sm:col-span-2">
            <BookingTimeSelect
              state={timesState}
              timeZone={timeZone}
              error={errors.time?.message}
              {...register('time')}
              value={time}
            />
            {shownNearest.length > 0 && (
              <div>
                <p className="text-sm font-semibold text-stone-800">The nearest free times:</p>
                <ul aria-label="Nearest free times" className="mt-2 flex flex-wrap gap-2">
                  {shownNearest.map((instant) => {
                    const label = bookingTimeLabel(instant, timeZone);
                    return (
                      <li key={instant}>
                        <Button size="sm" variant="secondary" onClick={() => chooseTime(label)}>
                          {label}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </div>
          <PersonNameField
            label="Guest name"
            required
            autoComplete="off"
            error={errors.guest?.name?.message}
            {...register('guest.name')}
          />
          <PhoneField
            required
            autoComplete="off"
            placeholder="(555) 123-4567"
            error={errors.guest?.phone?.message}
            {...register('guest.phone')}
          />
          <EmailField
            optional
            autoComplete="off"
            hint="We email the confirmation when you give one"
            error={errors.guest?.email?.message}
            {...register('guest.email')}
          />
          <SelectField label="Occasion" optional error={errors.occasion?.message} {...register('occasion')}>
            <option value="">No occasion</option>
            {BOOKING_PURPOSES.map((purpose) => (
              <option key={purpose} value={purpose}>
                {purpose}
              </option>
            ))}
          </SelectField>
          <TextareaField
            label="Note"
            optional
            rows={2}
            maxLength={PARTY_NOTE_MAX}
            className="sm:col-span-2"
            error={errors.note?.message}
            {...register('note')}
          />
          {failure !== null && (
            <Banner tone="error" title="Failed to add booking" className="sm:col-span-2" focusOnShow>
              {failure || undefined}
            </Banner>
          )}
        </form>
      </Modal>
      <ConfirmDialog
        open={askingToDiscard}
        title="Discard this booking?"
        confirmLabel="Discard"
        busyLabel="Discarding..."
        dismissLabel="Keep editing"
        onConfirm={onClose}
        onClose={() => setAskingToDiscard(false)}
      >
        The details typed for this booking are lost.
      </ConfirmDialog>
    </>
  );
}
