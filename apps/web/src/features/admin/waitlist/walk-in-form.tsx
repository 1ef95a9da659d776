import { joinWaitlistBodySchema, WAITLIST_PARTY_MAX, WAITLIST_QUOTE_MAX_MINUTES } from '@flame/shared';
import { toast } from 'sonner';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import {
  EmailField,
  PersonNameField,
  PhoneField,
  WholeNumberField,
} from '../../../components/ui/input-field-presets';
import { useJoinWaitlist } from '../../../api/waitlist';
import { errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useAppForm } from '../../../lib/use-app-form';
import { zodResolver } from '../../../lib/zod-resolver';

type FormInput = z.input<typeof joinWaitlistBodySchema>;
type FormOutput = z.output<typeof joinWaitlistBodySchema>;
const FIELDS = ['name', 'phone', 'partySize', 'quotedMinutes', 'email'] as const;
const EMPTY: FormInput = { name: '', phone: '', partySize: 2, quotedMinutes: 15, email: '' };

/** The host adds a walk-in: name, phone, party size and the wait they quoted; an email gets the guest their link. */
export function WalkInForm() {
  const join = useJoinWaitlist();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getFieldState,
    formState: { errors },
  } = useAppForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(joinWaitlistBodySchema),
    defaultValues: EMPTY,
  });

  const onValid = async (fields: FormOutput) => {
    try {
      const entry = await join.mutateAsync(fields);
      toast.success(`${entry.name} is on the waitlist`);
      reset(EMPTY);
    } catch (error) {
      applyServerFieldErrors(error, { setError, getFieldState }, FIELDS);
      toast.error('Could not add the walk-in', { description: errorMessage(error) });
    }
  };

  return (
    <form
      noValidate
      aria-label="Add a walk-in"
      onSubmit={handleSubmit(onValid)}
      className="grid gap-4 sm:grid-cols-2"
    >
      <PersonNameField required error={errors.name?.message} autoComplete="off" {...register('name')} />
      <PhoneField required error={errors.phone?.message} autoComplete="off" {...register('phone')} />
      <WholeNumberField
        label="Party size"
        required
        min={1}
        max={WAITLIST_PARTY_MAX}
        error={errors.partySize?.message}
        {...register('partySize')}
      />
      <WholeNumberField
        label="Quoted wait (minutes)"
        required
        min={0}
        max={WAITLIST_QUOTE_MAX_MINUTES}
        error={errors.quotedMinutes?.message}
        {...register('quotedMinutes')}
      />
      <EmailField
        optional
        hint="We email the guest their live place in line, and again when their table is ready."
        error={errors.email?.message}
        autoComplete="off"
        className="sm:col-span-2"
        {...register('email')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" busy={join.isPending}>
          Add to waitlist
        </Button>
      </div>
    </form>
  );
}
