import { PASSWORD_MIN_LENGTH, resetPasswordBodySchema, weakPasswordMessage } from '@flame/shared';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '../../../lib/use-app-form';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { NewPasswordField } from '../../../components/ui/password-field-presets';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { usePasswordStrength } from '../../../lib/password/use-password-strength';
import { zodResolver } from '../../../lib/zod-resolver';
import { useResetPassword } from '../../../api/auth';

const passwordFormSchema = resetPasswordBodySchema.pick({ password: true });
type PasswordInput = z.input<typeof passwordFormSchema>;
type PasswordBody = z.infer<typeof passwordFormSchema>;

/**
 * The new password for a reset link, as strong as sign-up asks. `onDone` once it is set; `onLinkGone` when
 * the server says the link expired or was used.
 */
export function ResetPasswordForm({
  token,
  onDone,
  onLinkGone,
}: {
  token: string;
  onDone: () => void;
  onLinkGone: () => void;
}) {
  const reset = useResetPassword();
  const {
    register,
    control,
    handleSubmit,
    setError,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useAppForm<PasswordInput, unknown, PasswordBody>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { password: '' },
  });
  const password = useWatch({ control, name: 'password' });
  // The link's token stands for its account, whose name and email count against the password on the server.
  const rating = usePasswordStrength(password, { resetToken: token });

  const onValid = async ({ password: chosen }: PasswordBody) => {
    const strength = rating.strength;
    if (strength && !strength.acceptable) {
      setError('password', { message: weakPasswordMessage(strength.feedback) }, { shouldFocus: true });
      return;
    }
    try {
      await reset.mutateAsync({ token, password: chosen });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.token) onLinkGone();
      else applyServerFieldErrors(error, { setError, getFieldState }, ['password']);
    }
  };

  const failedElsewhere =
    reset.isError && !(reset.error instanceof ApiError && Object.keys(reset.error.fieldErrors).length > 0);
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
      aria-label="Choose a new password"
    >
      {failedElsewhere && (
        <Banner tone="error" title="Your password was not changed">
          {errorMessage(reset.error, 'Please try again in a moment.')}
        </Banner>
      )}
      <NewPasswordField
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordStrengthMeter rating={rating} />
      <Button type="submit" size="lg" busy={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
