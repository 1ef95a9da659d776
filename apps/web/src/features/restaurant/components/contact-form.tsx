import { CONTACT_SUBJECTS, CONTACT_SUCCESS_MESSAGE, type ContactBody } from '@flame/shared';
import type { contactBodySchema } from '@flame/shared';
import { Send } from 'lucide-react';
import { useAppForm } from '../../../lib/use-app-form';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { SelectField, TextareaField } from '../../../components/ui/field';
import { useSendContact } from '../../../api/inbox';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useNotice } from '../../../lib/hooks/use-notice';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { ContactPersonFields } from './contact-person-fields';

export const CONTACT_ERROR_MESSAGE = 'Failed to send message. Please try again or contact us directly.';
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

type ContactInput = z.input<typeof contactBodySchema>;

const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: 'general', message: '' };
const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
const REQUIRED = ['name', 'email', 'message'] as const;

const resolver = lazyZodResolver(async () => (await import('@flame/shared/messages')).contactBodySchema);

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * 'Send us a Message': checked with the shared schema, 'Sending...' while it goes,
 * then a success banner for 5 seconds and an empty form, or the error banner (and the server's field errors).
 */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getFieldState,
    getValues,
    formState: { errors, isSubmitting },
  } = useAppForm<ContactInput, unknown, ContactBody>({
    resolver,
    defaultValues: EMPTY,
  });
  const send = useSendContact();
  const { notice, show: setNotice } = useNotice();

  const onValid = async (body: ContactBody) => {
    setNotice(null);
    try {
      await send.mutateAsync(body);
      reset(EMPTY);
      setNotice({ tone: 'success', text: CONTACT_SUCCESS_MESSAGE, focus: true });
    } catch (error) {
      const refused = applyServerFieldErrors(error, { setError, getFieldState }, FIELDS);
      setNotice({ tone: 'error', text: CONTACT_ERROR_MESSAGE, focus: !refused });
    }
  };

  const onInvalid = () => {
    const values = getValues();
    const missing = REQUIRED.some((field) => !values[field]?.trim());
    setNotice(missing ? { tone: 'error', text: REQUIRED_FIELDS_MESSAGE } : null);
  };

  return (
    <form
      noValidate
      aria-labelledby="contact-form-title"
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="rounded-card bg-white p-5 shadow-card sm:p-8"
    >
      <h2 id="contact-form-title" className="font-display text-2xl font-bold text-stone-900 sm:text-3xl">
        Send us a Message
      </h2>
      <p className="mt-2 text-stone-600">
        Fields marked <span className="font-semibold text-brand-700">*</span> are required.
      </p>

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <ContactPersonFields register={register} errors={errors} phoneRequired={false} />
        <SelectField
          label="Subject"
          error={errors.subject?.message}
          {...register('subject')}
          defaultValue={EMPTY.subject}
        >
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {capitalise(subject)}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label="Message"
          required
          error={errors.message?.message}
          className="sm:col-span-2"
          {...register('message')}
          rows={6}
        />
      </div>

      {notice && (
        <Banner tone={notice.tone} focusOnShow={notice.focus} className="mt-6">
          {notice.text}
        </Banner>
      )}

      <Button type="submit" size="lg" busy={isSubmitting} className="mt-6 w-full sm:w-auto">
        <Send aria-hidden="true" className="size-5" />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
