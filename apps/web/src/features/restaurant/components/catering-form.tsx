import {
  CATERING_SUCCESS_MESSAGE,
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  zonedToday,
  type CateringBody,
} from '@flame/shared';
import type { cateringBodySchema } from '@flame/shared';
import { Send } from 'lucide-react';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useAppForm } from '../../../lib/use-app-form';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { InputField, SelectField, TextareaField } from '../../../components/ui/field';
import { WholeNumberField } from '../../../components/ui/input-field-presets';
import { errorMessage } from '../../../lib/api-client';
import { useSendCatering } from '../../../api/inbox';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import type { Notice } from '../../../lib/hooks/use-notice';
import { CateringSent } from './catering-sent';
import { ContactPersonFields } from './contact-person-fields';

type CateringInput = z.input<typeof cateringBodySchema>;

const FIELDS = [
  'name',
  'email',
  'phone',
  'eventDate',
  'eventType',
  'guestCount',
  'location',
  'specialRequests',
] as const;

/** The restaurant's time zone, or the browser's while the restaurant is not known. */
const zoneOf = (timeZone: string | undefined) => timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The shared schema plus the server's other rule: the event may not lie in the past (loaded on first check). */
function cateringFormResolver(timeZone: string | undefined) {
  return lazyZodResolver(async () => {
    const { cateringBodySchema, eventDateProblem, PAST_EVENT_DATE_MESSAGE } =
      await import('@flame/shared/messages');
    return cateringBodySchema.extend({
      eventDate: cateringBodySchema.shape.eventDate.refine(
        (date) => eventDateProblem(date, new Date(), zoneOf(timeZone)) === undefined,
        PAST_EVENT_DATE_MESSAGE,
      ),
    });
  });
}

/** An empty control reads as "not given", so the schema answers with its 'is required' text. */
const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const noSubscription = () => () => {};

/**
 * 'Book Your Catering': the shared schema checks it before sending, the server
 * decides; success clears the form and shows `CATERING_SUCCESS_MESSAGE` with what was sent (so a second tap has nothing
 * to send again), failure keeps the form and shows 'Failed: {server message}'.
 */
export function CateringForm({ timeZone }: { timeZone: string | undefined }) {
  const resolver = useMemo(() => cateringFormResolver(timeZone), [timeZone]);
  const {
    register,
    handleSubmit,
    setError,
    getFieldState,
    reset,
    formState: { errors, isSubmitting },
  } = useAppForm<CateringInput, unknown, CateringBody>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', location: '', specialRequests: '' },
  });
  const send = useSendCatering();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sent, setSent] = useState<CateringBody | null>(null);

  // The date picker's lower bound comes after hydration, so server and browser render the same HTML.
  const minDate = useSyncExternalStore(
    noSubscription,
    () => zonedToday(new Date(), zoneOf(timeZone)),
    () => undefined,
  );

  const onValid = async (body: CateringBody) => {
    setNotice(null);
    setSent(null);
    try {
      await send.mutateAsync(body);
      // Back to the empty form (react-hook-form also resets the form element: date, select, number).
      reset();
      setSent(body);
      setNotice({ tone: 'success', text: CATERING_SUCCESS_MESSAGE, focus: true });
    } catch (error) {
      const refused = applyServerFieldErrors(error, { setError, getFieldState }, FIELDS);
      setNotice({ tone: 'error', text: `Failed: ${errorMessage(error)}`, focus: !refused });
    }
  };

  return (
    <form
      id="catering-form"
      noValidate
      aria-labelledby="catering-form-title"
      onSubmit={handleSubmit(onValid, () => setNotice(null))}
      className="scroll-mt-24 rounded-card bg-white p-5 shadow-card sm:p-8"
    >
      <h2 id="catering-form-title" className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">
        Book Your Catering
      </h2>
      <p className="mt-2 text-stone-700">
        Tell us about your event and we will get back to you within 24 hours. Fields marked{' '}
        <span className="font-semibold text-brand-700">*</span> are required.
      </p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <ContactPersonFields register={register} errors={errors} phoneRequired={true} />
        <InputField
          label="Event Date"
          required
          error={errors.eventDate?.message}
          type="date"
          min={minDate}
          {...register('eventDate', { setValueAs: emptyAsUndefined })}
        />
        <SelectField
          label="Event Type"
          required
          error={errors.eventType?.message}
          {...register('eventType', { setValueAs: emptyAsUndefined })}
          defaultValue=""
        >
          <option value="" disabled>
            Select event type
          </option>
          {EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {EVENT_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <WholeNumberField
          label="Guest Count"
          required
          error={errors.guestCount?.message}
          min={1}
          {...register('guestCount', { setValueAs: emptyAsUndefined })}
        />
        <InputField
          label="Location"
          required
          error={errors.location?.message}
          hint="Venue name or address"
          className="sm:col-span-2"
          autoComplete="address-line1"
          {...register('location')}
        />
        <TextareaField
          label="Special Requests"
          error={errors.specialRequests?.message}
          className="sm:col-span-2"
          {...register('specialRequests')}
          rows={5}
          placeholder="Menu ideas, dietary needs, serving style, budget..."
        />
      </div>

      {notice && (
        <Banner
          tone={notice.tone}
          focusOnShow={notice.focus}
          className="mt-6"
          onDismiss={notice.tone === 'success' ? () => setNotice(null) : undefined}
        >
          {notice.text}
          {notice.tone === 'success' && sent && <CateringSent sent={sent} />}
        </Banner>
      )}

      <Button type="submit" size="lg" busy={isSubmitting} className="mt-6 w-full sm:w-auto">
        <Send aria-hidden="true" className="size-5" />
        {send.isPending ? 'Sending...' : 'Submit Request'}
      </Button>
    </form>
  );
}
