import { zodResolver } from '../../../lib/zod-resolver';
import {
  BOOKING_DEFAULT_HOURS,
  BOOKING_MESSAGES,
  BOOKING_PURPOSES,
  bookingBodySchema,
  bookingProblem,
  durationLabel,
  formatClock,
  maxBookingHours,
  openSlots,
  parseBookingTime,
  partyBookingBodySchema,
  type DiningTable,
  type OpeningHour,
  type SpecialDayHours,
  type Reservation,
} from '@flame/shared';
import { useId, useState } from 'react';
import { useWatch, type FieldPath } from 'react-hook-form';
import { useAppForm } from '../../../lib/use-app-form';
import type { z } from 'zod';
import { useAuth } from '../../../lib/auth/auth-context';
import { PhoneField } from '../../../components/ui/input-field-presets';
import { EmailVerificationNotice } from '../../../components/email-verification-notice';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { BookingNotice } from '../../../components/booking-notice';
import { InputField, SelectField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { ApiError } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useBookTable } from '../../../api/reservations';
import { failureText } from './failure-text';
import { guestsLabel, seatsLabel } from './format';

/** The per-table body with the phone every booking form asks for, checked as the party booking's (and checkout's). */
const tableBookingSchema = bookingBodySchema.extend({ phone: partyBookingBodySchema.shape.phone });
type BookingInput = z.input<typeof tableBookingSchema>;
type TableBookingBody = z.output<typeof tableBookingSchema>;
type FormField = FieldPath<BookingInput>;

const REQUIRED: readonly FormField[] = ['tableId', 'reservedDate', 'reservedTime', 'purpose', 'phone'];
const FIELDS: readonly FormField[] = [
  'reservedDate',
  'reservedTime',
  'reservedFor',
  'guests',
  'purpose',
  'phone',
];

export interface BookingSchedule {
  hours: readonly OpeningHour[];
  /** Dates whose hours replace the weekly ones. */
  specialDays: readonly SpecialDayHours[];
  timeZone: string;
  /** The page's clock: slots before it are not offered. */
  now: Date;
  minDate: string;
  maxDate: string;
}

/**
 * The booking form of 'Reserve Table {number}': date (today at the earliest), the open
 * time slots of that date, duration 1 to 8 hours (2 by default, up to closing time), guests up to the seats, and
 * a purpose. Checked with the shared schema and rules before it is sent; the server checks them again.
 */
export function ReserveTableForm({
  formId,
  table,
  schedule,
  initial,
  onBooked,
  onBusyChange,
}: {
  formId: string;
  table: DiningTable;
  schedule: BookingSchedule;
  initial: { date: string; minutes: number | null };
  onBooked: (reservation: Reservation) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { hours, specialDays, timeZone, now } = schedule;
  const savedPhone = useAuth().user?.phone ?? null;
  const slotsOf = (date: string) => openSlots(hours, date, timeZone, now, specialDays);
  const initialSlots = slotsOf(initial.date);
  const initialMinutes =
    initial.minutes !== null && initialSlots.includes(initial.minutes) ? initial.minutes : initialSlots[0];
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    setError,
    getFieldState,
    formState: { errors },
  } = useAppForm<BookingInput, unknown, TableBookingBody>({
    resolver: zodResolver(tableBookingSchema),
    defaultValues: {
      tableId: table._id,
      reservedDate: initial.date,
      reservedTime: initialMinutes === undefined ? '' : formatClock(initialMinutes),
      reservedFor: String(
        Math.max(
          1,
          Math.min(
            BOOKING_DEFAULT_HOURS,
            maxBookingHours(hours, initial.date, initialMinutes ?? 0, specialDays) || 8,
          ),
        ),
      ),
      guests: String(Math.min(2, table.seats)),
      purpose: '' as BookingInput['purpose'],
      phone: savedPhone ?? '',
    },
  });
  const book = useBookTable();
  const [notice, setNotice] = useState<string | null>(null);
  /** The slots the server offered instead of a time that is fully booked ('7:30 PM'). */
  const [nearest, setNearest] = useState<string[]>([]);
  /** The booking was refused because the account's address is not confirmed yet: why, with a new link. */
  const [unverified, setUnverified] = useState<string | null>(null);

  const [date, time] = useWatch({ control, name: ['reservedDate', 'reservedTime'] });
  const slots = slotsOf(date);
  const minutes = parseBookingTime(time);
  const longest = minutes === undefined ? 8 : Math.max(1, maxBookingHours(hours, date, minutes, specialDays));

  /** Keeps the time and duration valid when the date or time changes. */
  const fitTimeAndDuration = () => {
    const { reservedDate, reservedTime } = getValues();
    const open = slotsOf(reservedDate);
    const chosen = parseBookingTime(reservedTime);
    const start = chosen !== undefined && open.includes(chosen) ? chosen : open[0];
    setValue('reservedTime', start === undefined ? '' : formatClock(start));
    if (start === undefined) return;
    const fits = Math.max(1, maxBookingHours(hours, reservedDate, start, specialDays));
    if (Number(getValues('reservedFor')) > fits) setValue('reservedFor', String(fits));
  };

  /** Takes one of the offered times: the refusal is answered, so it goes. */
  const chooseTime = (slot: string) => {
    setValue('reservedTime', slot, { shouldValidate: true });
    fitTimeAndDuration();
    setNotice(null);
    setNearest([]);
  };

  const onValid = async (body: TableBookingBody) => {
    setNotice(null);
    setNearest([]);
    setUnverified(null);
    const problem = bookingProblem(
      {
        date: body.reservedDate,
        minutes: parseBookingTime(body.reservedTime) ?? Number.NaN,
        duration: body.reservedFor,
        guests: body.guests,
      },
      { hours, specialDays, timeZone, now: new Date(), seats: table.seats },
    );
    if (problem) {
      setError(problem.field, { type: 'rule', message: problem.message }, { shouldFocus: true });
      setNotice(problem.message);
      return;
    }
    onBusyChange(true);
    try {
      onBooked(await book.mutateAsync(body));
    } catch (error) {
      if (error instanceof ApiError) {
        const unconfirmed = error.fieldErrors.emailVerified?.[0];
        if (unconfirmed) {
          setUnverified(unconfirmed);
          return;
        }
        applyServerFieldErrors(error, { setError, getFieldState }, FIELDS);
        setNearest(error.fieldErrors.nearestTimes ?? []);
      }
      setNotice(failureText(error, BOOKING_MESSAGES.bookFailed));
    } finally {
      onBusyChange(false);
    }
  };

  const onInvalid = () => {
    const values = getValues();
    const missing = REQUIRED.some((field) => !String(values[field] ?? '').trim());
    setNotice(missing ? BOOKING_MESSAGES.required : null);
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      aria-label={`Reserve Table ${table.tableNumber}`}
    >
      <BookingNotice className="mb-4" />
      <p className="text-sm text-stone-700">
        {seatsLabel(table.seats)}
        {table.description ? ` · ${table.description}` : ''}
      </p>
      <input type="hidden" {...register('tableId')} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <InputField
          label="Date"
          required
          error={errors.reservedDate?.message}
          type="date"
          min={schedule.minDate}
          max={schedule.maxDate}
          {...register('reservedDate', { onChange: fitTimeAndDuration })}
        />
        <SelectField
          label="Time"
          required
          error={errors.reservedTime?.message}
          hint={
            slots.length === 0 ? 'No tables can be booked that day. Please choose another date.' : undefined
          }
          {...register('reservedTime', { onChange: fitTimeAndDuration })}
        >
          <option value="">Select a time</option>
          {slots.map((slot) => (
            <option key={slot} value={formatClock(slot)}>
              {formatClock(slot)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Duration" error={errors.reservedFor?.message} {...register('reservedFor')}>
          {Array.from({ length: longest }, (_, index) => index + 1).map((hoursOption) => (
            <option key={hoursOption} value={String(hoursOption)}>
              {durationLabel(hoursOption * 60)}
            </option>
          ))}
        </SelectField>
        <SelectField label="Guests" error={errors.guests?.message} {...register('guests')}>
          {Array.from({ length: table.seats }, (_, index) => index + 1).map((count) => (
            <option key={count} value={String(count)}>
              {guestsLabel(count)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Purpose"
          required
          error={errors.purpose?.message}
          className="sm:col-span-2"
          {...register('purpose')}
        >
          <option value="">Select a purpose</option>
          {BOOKING_PURPOSES.map((purpose) => (
            <option key={purpose} value={purpose}>
              {purpose}
            </option>
          ))}
        </SelectField>
        <PhoneField
          required
          error={errors.phone?.message}
          placeholder="(555) 123-4567"
          className="sm:col-span-2"
          hint={
            savedPhone
              ? 'From your profile. A change here is for this booking only.'
              : 'So we can reach you if anything changes.'
          }
          {...register('phone')}
        />
      </div>
      {notice && (
        <Banner tone="error" className="mt-5" onDismiss={() => setNotice(null)}>
          <p>{notice}</p>
          {nearest.length > 0 && (
            <div className="mt-3">
              <p className="font-semibold">The nearest free times:</p>
              <ul aria-label="Nearest free times" className="mt-2 flex flex-wrap gap-2">
                {nearest.map((slot) => (
                  <li key={slot}>
                    <Button size="sm" variant="secondary" onClick={() => chooseTime(slot)}>
                      {slot}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </Banner>
      )}
      {unverified && <EmailVerificationNotice reason={unverified} className="mt-5" />}
    </form>
  );
}

/**
 * 'Reserve Table {number}': the booking form with 'Cancel' and 'Confirm Reservation' ('Booking...' while it is
 * sent). Cancel, the backdrop, Escape and the close icon close it; the form is made anew on each opening.
 */
export function ReserveTableModal({
  table,
  schedule,
  initial,
  onBooked,
  onClose,
}: {
  table: DiningTable | null;
  schedule: BookingSchedule;
  initial: { date: string; minutes: number | null };
  onBooked: (reservation: Reservation) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={table !== null}
      onClose={onClose}
      title={table ? `Reserve Table ${table.tableNumber}` : ''}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {busy ? 'Booking...' : 'Confirm Reservation'}
          </Button>
        </>
      }
    >
      {table && (
        <ReserveTableForm
          formId={formId}
          table={table}
          schedule={schedule}
          initial={initial}
          onBooked={onBooked}
          onBusyChange={setBusy}
        />
      )}
    </Modal>
  );
}
