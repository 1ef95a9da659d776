import { zodResolver } from '../../../lib/zod-resolver';
import { profileBodySchema, type ProfileBody, type User } from '@flame/shared';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '../../../lib/use-app-form';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { EmailField, PersonNameField, PhoneField } from '../../../components/ui/input-field-presets';
import { CurrentPasswordField } from '../../../components/ui/password-field-presets';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { applyServerFieldErrors } from '../../../lib/form-errors';

type ProfileInput = z.input<typeof profileBodySchema>;
const FIELDS = ['name', 'email', 'phone', 'currentPassword'] as const;

const valuesOf = (user: User): ProfileInput => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  currentPassword: '',
});

/**
 * 'Edit Profile': name and email, both required, the email well formed; the phone checkout fills in, optional
 * (emptied, it is removed) and checked as checkout checks it.
 * 'Save Changes' / 'Saving...'; 'Cancel' puts the user's values back and clears the messages.
 */
export function ProfileForm({
  user,
  onCancel,
  onSaved,
}: {
  user: User;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { updateProfile } = useAuth();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useAppForm<ProfileInput, unknown, ProfileBody>({
    resolver: zodResolver(profileBodySchema),
    defaultValues: valuesOf(user),
  });

  const email = useWatch({ control, name: 'email' });
  const emailChanges = email.trim().toLowerCase() !== user.email;

  const onValid = async (body: ProfileBody) => {
    setFailure(null);
    try {
      await updateProfile(body);
      onSaved();
    } catch (error) {
      const onFields = applyServerFieldErrors(error, { setError, getFieldState }, FIELDS);
      setFailure(error instanceof ApiError && !onFields ? error.message : '');
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-label="Edit Profile"
      className="flex flex-col gap-4"
    >
      {failure !== null && (
        <Banner tone="error" title="Failed to update profile">
          {failure || undefined}
        </Banner>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <PersonNameField required error={errors.name?.message} {...register('name')} />
        <EmailField required error={errors.email?.message} {...register('email')} />
        <PhoneField
          hint="Filled in at checkout, where you can still change it."
          placeholder="(555) 123-4567"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      {emailChanges && (
        <CurrentPasswordField
          label="Current password"
          required
          hint="To change your email, confirm it is you."
          error={errors.currentPassword?.message}
          className="sm:max-w-[calc(50%-0.5rem)]"
          {...register('currentPassword')}
        />
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button
          variant="secondary"
          disabled={isSubmitting}
          onClick={() => {
            reset(valuesOf(user));
            setFailure(null);
            onCancel();
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
