import {
  addDaysToIsoDate,
  BOOKING_CHANGE_MESSAGES,
  bookingChangeBodySchema,
  type BookingChangeBody,
  type BookingChangeInput,
  type OwnerBooking,
  type ReservationDay,
} from '@flame/shared';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { useChangeBooking } from '../../../../api/staff-bookings';
import { Banner } from '../../../../components/ui/banner';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useAppForm } from '../../../../lib/use-app-form';
import { zodResolver } from '../../../../lib/zod-resolver';
import { isFromDayBefore } from '../day/day-geometry';
import { BookingWhenFields, useBookingWhen } from './booking-when-fields';
import { bookedText, partySizeChoices } from './phone-booking-form';

const SERVER_FIELDS = ['partySize', 'date', 'time'] as const;

/**
 * The service date a booking of the day belongs to: the day's, or the night before's for a late sitting that
 * arrived before the day's service began (the date the server reads a time after midnight on).
 */
function serviceDateOf(booking: OwnerBooking, day: ReservationDay): string {
  return isFromDayBefore(booking, day.serviceStartsAt) ? addDaysToIsoDate(day.date, -1) : day.date;
}

/**
 * 'Change booking': a booked party's new party size, date or time, as the guest asked by phone (the same
 * controls as 'New booking'), among the times its own tables free for it; the server assigns the tables again and emails the guest. Saved unchanged, it just closes.
 * A refused field shows its reason under it, a taken time the nearest free ones; a booking seated or cancelled
 * meanwhile says so above the fields.
 */
export function ChangeBookingDialog({
  booking,
  day,
  onClose,
  onChanged,
}: {
  booking: OwnerBooking;
  day: ReservationDay;
  onClose: () => void;
  /** After the change is saved (the toast says so). */
  onChanged: () => void;
}) {
  const formId = useId();
  const change = useChangeBooking();
  const own = { date: serviceDateOf(booking, day), partySize: booking.partySize };
  const {
    register,
    handleSubmit,
    setError,
    getFieldState,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useAppForm<BookingChangeInput, unknown, BookingChangeBody>({
    resolver: zodResolver(bookingChangeBodySchema),
    defaultValues: { partySize: String(own.partySize), date: own.date, time: booking.time },
  });
  const [chosenDate, partySize, time] = useWatch({ control, name: ['date', 'partySize', 'time'] });
  const when = useBookingWhen({
    date: chosenDate,
    partySize,
    time,
    timeZone: day.timeZone,
    except: booking._id,
    onTimeGone: () => setValue('time', ''),
  });
  const [failure, setFailure] = useState<string | null>(null);
  // The booking is no longer booked (seated or cancelled meanwhile): nothing more can be saved.
  const [notChangeable, setNotChangeable] = useState<string | null>(null);

  const chooseTime = (label: string) => {
    setValue('time', label, { shouldDirty: true, shouldValidate: isSubmitted });
    when.clearNearest();
  };

  const onValid = async (fields: BookingChangeBody) => {
    if (fields.date === own.date && fields.time === booking.time && fields.partySize === own.partySize) {
      onClose();
      return;
    }
    setFailure(null);
    when.clearNearest();
    try {
      const changed = await change.mutateAsync({ id: booking._id, ...fields });
      toast.success(BOOKING_CHANGE_MESSAGES.changed, { description: bookedText(changed, fields.date) });
      onChanged();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && !error.fieldErrors.nearestTimes) {
        setNotChangeable(error.message);
        return;
      }
      if (when.placeRefusal(error, { setError, getFieldState }, SERVER_FIELDS, fields)) return;
      setFailure(errorMessage(error, ''));
    }
  };

  const busy = change.isPending;
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal
      open
      onClose={close}
      title="Change booking"
      className="sm:max-w-xl"
      footer={
        <>
          <Button variant="secondary" onClick={close} busy={busy}>
            {notChangeable === null ? 'Cancel' : 'Back'}
          </Button>
          {notChangeable === null && (
            <Button type="submit" form={formId} busy={busy}>
              {busy ? 'Saving...' : 'Save changes'}
            </Button>
          )}
        </>
      }
    >
      {notChangeable !== null && (
        <Banner tone="error" title="The booking was not changed" className="mb-4" focusOnShow>
          {notChangeable}
        </Banner>
      )}
      <p className="mb-4 text-sm text-stone-600">
        <span className="font-semibold text-stone-800">Now: </span>
        {bookedText(booking, own.date)}.{' '}
        {booking.email
          ? 'The tables are chosen again and the guest is emailed the new booking.'
          : 'The tables are chosen again; the guest gave no email, so tell them yourself.'}
      </p>
      <form
        id={formId}
        noValidate
        aria-label="Change booking"
        onSubmit={handleSubmit(onValid)}
        className="grid gap-4 sm:grid-cols-2"
      >
        <BookingWhenFields
          partySizes={partySizeChoices(own.partySize)}
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
          timeZone={day.timeZone}
          nearest={when.nearest}
          onChooseNearest={chooseTime}
        />
        {failure !== null && (
          <Banner tone="error" title="Failed to change booking" className="sm:col-span-2" focusOnShow>
            {failure || undefined}
          </Banner>
        )}
      </form>
    </Modal>
  );
}
