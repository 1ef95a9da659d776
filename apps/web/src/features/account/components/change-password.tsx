import {
  changePasswordBodySchema,
  weakPasswordMessage,
  type ChangePasswordBody,
  type User,
} from '@flame/shared';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '../../../lib/use-app-form';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { CurrentPasswordField, NewPasswordField } from '../../../components/ui/password-field-presets';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { usePasswordStrength } from '../../../lib/password/use-password-strength';
import { zodResolver } from '../../../lib/zod-resolver';
import { ProfileCard } from './profile-card';

type ChangePasswordInput = z.input<typeof changePasswordBodySchema>;
const FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY = { currentPassword: '', newPassword: '' };

/** 'Change password': the current one and a new one as strong as sign-up asks; other devices are signed out. */
export function ChangePassword({ user }: { user: User }) {
  const { changePassword } = useAuth();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useAppForm<ChangePasswordInput, unknown, ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: EMPTY,
  });
  const newPassword = useWatch({ control, name: 'newPassword' });
  const rating = usePasswordStrength(newPassword, user);

  const onValid = async (body: ChangePasswordBody) => {
    setOutcome(null);
    const strength = rating.strength;
    if (strength && !strength.acceptable) {
      setError(
        'newPassword',
        { type: 'weak', message: weakPasswordMessage(strength.feedback) },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await changePassword(body);
      reset(EMPTY);
      setOutcome({ tone: 'success', text: 'Password changed. Your other devices are signed out.' });
    } catch (error) {
      const onFields = applyServerFieldErrors(error, { setError, getFieldState }, FIELDS);
      if (!onFields) {
        const text = error instanceof ApiError ? error.message : 'Failed to change password';
        setOutcome({ tone: 'error', text });
      }
    }
  };

  return (
    <ProfileCard id="change-password" title="Change password" icon={KeyRound}>
      <form
        noValidate
        onSubmit={handleSubmit(onValid)}
        aria-label="Change password"
        className="flex flex-col gap-4"
      >
        {outcome && <Banner tone={outcome.tone}>{outcome.text}</Banner>}
        <CurrentPasswordField
          label="Current password"
          required
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <NewPasswordField required error={errors.newPassword?.message} {...register('newPassword')} />
        <PasswordStrengthMeter rating={rating} withAdvice={errors.newPassword?.type !== 'weak'} />
        <Button type="submit" variant="secondary" busy={isSubmitting} className="w-full">
          {isSubmitting ? 'Changing...' : 'Change password'}
        </Button>
      </form>
    </ProfileCard>
  );
}
