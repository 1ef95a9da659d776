import {
  BOOKING_PURPOSES,
  partyBookingBodySchema,
  type PartyBookingBody,
  type PartyReservation,
} from '@flame/shared';
import { useState } from 'react';
import { z } from 'zod';
import { EmailVerificationNotice } from '../../../../components/email-verification-notice';
import { Banner } from '../../../../components/ui/banner';
import { Button } from '../../../../components/ui/button';
import { SelectField, TextareaField } from '../../../../components/ui/field';
import { PhoneField } from '../../../../components/ui/input-field-presets';
import { useBookParty } from '../../../../api/party-reservations';
import { ApiError } from '../../../../lib/api-client';
import { applyServerFieldErrors } from '../../../../lib/form-errors';
import { useAuth } from '../../../../lib/auth/auth-context';
import { useAppForm } from '../../../../lib/use-app-form';
import { zodResolver } from '../../../../lib/zod-resolver';
import { failureText } from '../failure-text';
import { partyTimeLabel } from './party-day';

/** The details after the time: the booking body's own phone and note rules; '' for no occasion. */
const detailsSchema = partyBookingBodySchema
  .pick({ phone: true, note: true })
  .extend({ occasion: z.union([z.literal(''), z.enum(BOOKING_PURPOSES)]) });
type Details = z.input<typeof detailsSchema>;

/**
 * Phone (required, from the profile and editable, as on checkout), occasion and note, then 'Book Table' (or
 * 'Send Request' for a party larger than booked online). A time taken meanwhile (409) offers the nearest free
 * times as buttons; choosing one keeps what was typed.
 */
export function PartyBookingForm({
  choice,
  request,
  timeZone,
  onChooseTime,
  onBooked,
}: {
  choice: { date: string; time: string; partySize: number };
  /** Over the restaurant's online limit: the booking is a request the owner answers. */
  request: boolean;
  timeZone: string;
  onChooseTime: (time: string) => void;
  onBooked: (reservation: PartyReservation) => void;
}) {
  const savedPhone = useAuth().user?.phone ?? null;
  const {
    register,
    handleSubmit,
    setError,
    getFieldState,
    formState: { errors },
  } = useAppForm<Details, unknown, z.output<typeof detailsSchema>>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { phone: savedPhone ?? '', occasion: '', note: '' },
  });
  const book = useBookParty();
  const [failure, setFailure] = useState<{ message: string; nearest: string[] } | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  // A failure is about the time it was sent for: choosing another time clears it.
  const [failedFor, setFailedFor] = useState('');
  const shownFailure = failedFor === choice.time ? failure : null;

  const onValid = async (details: z.output<typeof detailsSchema>) => {
    setFailure(null);
    setUnverified(null);
    const body: PartyBookingBody = {
      ...choice,
      phone: details.phone,
      ...(details.occasion ? { occasion: details.occasion } : {}),
      ...(details.note ? { note: details.note } : {}),
    };
    try {
      onBooked(await book.mutateAsync(body));
    } catch (error) {
      if (error instanceof ApiError) {
        const unconfirmed = error.fieldErrors.emailVerified?.[0];
        if (unconfirmed) {
          setUnverified(unconfirmed);
          return;
        }
        applyServerFieldErrors(error, { setError, getFieldState }, ['phone', 'note', 'occasion']);
      }
      const nearest = error instanceof ApiError ? (error.fieldErrors.nearestTimes ?? []) : [];
      setFailedFor(choice.time);
      setFailure({ message: failureText(error, 'Failed to book a table'), nearest });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label="Your details"
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField
          required
          error={errors.phone?.message}
          placeholder="(555) 123-4567"
          hint={
            savedPhone
              ? 'From your profile. A change here is for this booking only.'
              : 'So we can reach you if anything changes.'
          }
          {...register('phone')}
        />
        <SelectField label="Occasion" optional error={errors.occasion?.message} {...register('occasion')}>
          <option value="">No occasion</option>
          {BOOKING_PURPOSES.map((purpose) => (
            <option key={purpose} value={purpose}>
              {purpose}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label="Note"
        optional
        rows={2}
        placeholder="A high chair, a quiet corner, an allergy..."
        error={errors.note?.message}
        {...register('note')}
      />
      {shownFailure && (
        <Banner tone="error" focusOnShow>
          <p>{shownFailure.message}</p>
          {shownFailure.nearest.length > 0 && (
            <div className="mt-3">
              <p className="font-semibold">The nearest free times:</p>
              <ul aria-label="Nearest free times" className="mt-2 flex flex-wrap gap-2">
                {shownFailure.nearest.map((time) => {
                  const label = partyTimeLabel(time, timeZone);
                  return (
                    <li key={time}>
                      <Button size="sm" variant="secondary" onClick={() => onChooseTime(label)}>
                        {label}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}
        </Banner>
      )}
      {unverified && <EmailVerificationNotice reason={unverified} />}
      <div>
        <Button type="submit" size="lg" busy={book.isPending} className="w-full sm:w-auto">
          {book.isPending ? 'Booking...' : request ? 'Send Request' : 'Book Table'}
        </Button>
      </div>
    </form>
  );
}
