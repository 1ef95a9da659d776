import { zodResolver } from '../../../lib/zod-resolver';
import { loginBodySchema, type LoginBody } from '@flame/shared';
import { useAppForm } from '../../../lib/use-app-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { EmailField } from '../../../components/ui/input-field-presets';
import { CurrentPasswordField } from '../../../components/ui/password-field-presets';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { useAuthAttempt } from './use-auth-attempt';

type LoginInput = z.input<typeof loginBodySchema>;

/** Email and password sign-in; on success the auth state changes and the page moves on. */
export function LoginForm({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { login } = useAuth();
  const { failure, attempt } = useAuthAttempt(onBusyChange);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useAppForm<LoginInput, unknown, LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

  // Refused: the focus goes back to the first field, under the banner saying why.
  const onValid = (body: LoginBody) =>
    attempt(
      () => login(body),
      () => setFocus('email'),
    );

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      className="flex flex-col gap-4"
      aria-label="Log in with email"
    >
      {failure && (
        <Banner tone="error" title="Login failed">
          {failure.detail}
        </Banner>
      )}
      <EmailField required error={errors.email?.message} {...register('email')} />
      <CurrentPasswordField required error={errors.password?.message} {...register('password')} />
      <Link
        to={paths.forgotPassword.href()}
        className="-mt-2 self-end text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        Forgot password?
      </Link>
      <Button type="submit" size="lg" busy={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}
