import { BOOKING_PURPOSES, PARTY_NOTE_MAX, STAFF_BOOKING_MESSAGE } from '@flame/shared';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useAddStaffBooking } from '../../../../api/staff-bookings';
import { Banner } from '../../../../components/ui/banner';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { SelectField, TextareaField } from '../../../../components/ui/field';
import { EmailField, PersonNameField, PhoneField } from '../../../../components/ui/input-field-presets';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/api-client';
import { useAppForm } from '../../../../lib/use-app-form';
import { zodResolver } from '../../../../lib/zod-resolver';
import { BookingWhenFields, useBookingWhen } from './booking-when-fields';
import {
  bookedText,
  PHONE_BOOKING_DEFAULT_PARTY,
  partySizeChoices,
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
  const [chosenDate, partySize, time] = useWatch({ control, name: ['date', 'partySize', 'time'] });
  // A time the party can no longer have (another date or size, or taken meanwhile) is chosen again.
  const when = useBookingWhen({
    date: chosenDate,
    partySize,
    time,
    timeZone,
    onTimeGone: () => setValue('time', ''),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const chooseTime = (label: string) => {
    setValue('time', label, { shouldDirty: true, shouldValidate: isSubmitted });
    when.clearNearest();
  };

  const onValid = async (fields: PhoneBookingFormOutput) => {
    setFailure(null);
    when.clearNearest();
    try {
      const booking = await add.mutateAsync(phoneBookingBody(fields));
      toast.success(STAFF_BOOKING_MESSAGE, { description: bookedText(booking, fields.date) });
      onClose();
    } catch (error) {
      if (when.placeRefusal(error, { setError, getFieldState }, SERVER_FIELDS, fields)) return;
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
          <BookingWhenFields
            partySizes={partySizeChoices()}
            partySize={register('partySize')}
            date={register('date')}
            time={register('time')}
            timeValue={time}
            errors={{
              partySize: errors.partySize?.message,
              date: errors.date?.message,
              time: errors.time?.message,
            }}
            timesState={when.timesState}
            timeZone={timeZone}
            nearest={when.nearest}
            onChooseNearest={chooseTime}
          />
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
