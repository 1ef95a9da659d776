import { zodResolver } from '../../../lib/zod-resolver';
import {
  MARKETING_CONSENT_TEXTS,
  PASSWORD_MIN_LENGTH,
  signupBodySchema,
  weakPasswordMessage,
  type SignupBody,
} from '@flame/shared';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '../../../lib/use-app-form';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { EmailField, PersonNameField } from '../../../components/ui/input-field-presets';
import { NewPasswordField } from '../../../components/ui/password-field-presets';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { usePasswordStrength } from '../../../lib/password/use-password-strength';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAuthAttempt } from './use-auth-attempt';

type SignupInput = z.input<typeof signupBodySchema>;
const FIELDS = ['name', 'email', 'password'] as const;

/** Name, email and password sign-up, with the unticked box for offers and news; on success the auth state changes and the page moves on. */
export function SignupForm({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { signup } = useAuth();
  const { failure, clearFailure, attempt } = useAuthAttempt(onBusyChange);
  const {
    register,
    control,
    handleSubmit,
    setError,
    getFieldState,
    setFocus,
    formState: { errors, isSubmitting },
  } = useAppForm<SignupInput, unknown, SignupBody>({
    resolver: zodResolver(signupBodySchema),
    defaultValues: { name: '', email: '', password: '', marketingConsent: false },
  });

  const [name, email, password] = useWatch({ control, name: ['name', 'email', 'password'] });
  const rating = usePasswordStrength(password, { name, email });

  const onValid = async (body: SignupBody) => {
    const strength = rating.strength;
    if (strength && !strength.acceptable) {
      clearFailure();
      setError(
        'password',
        { type: 'weak', message: weakPasswordMessage(strength.feedback) },
        { shouldFocus: true },
      );
      return;
    }
    await attempt(
      () => signup(body),
      // A refusal without field errors (a taken email) keeps the focus in the form, on the email.
      (error) => {
        if (!applyServerFieldErrors(error, { setError, getFieldState }, FIELDS)) setFocus('email');
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
      aria-label="Sign up with email"
    >
      {failure && (
        <Banner tone="error" title="Signup failed">
          {failure.detail}
        </Banner>
      )}
      <PersonNameField required error={errors.name?.message} {...register('name')} />
      <EmailField required error={errors.email?.message} {...register('email')} />
      <NewPasswordField
        label="Password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrengthMeter rating={rating} withAdvice={errors.password?.type !== 'weak'} />
      <CheckboxField
        label={MARKETING_CONSENT_TEXTS.checkbox}
        hint={MARKETING_CONSENT_TEXTS.checkboxHint}
        {...register('marketingConsent')}
      />
      <Button type="submit" size="lg" busy={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
