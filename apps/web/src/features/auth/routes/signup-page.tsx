import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { appConfigQueryOptions } from '../../../api/app-config';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction, RouteModule } from '../../../lib/route-deps';
import { AuthCard } from '../components/auth-card';
import { GoogleSignIn } from '../components/google-sign-in';
import { SignupForm } from '../components/signup-form';
import { useSignInTarget } from '../hooks/use-sign-in-target';

export const head: HeadFunction = () => ({
  title: pageTitle('Sign up'),
  description: 'Create an account to order for pickup, follow your orders and reserve tables.',
});

export const loader: RouteModule['loader'] = (deps) => async () => {
  await deps.queryClient.prefetchQuery(appConfigQueryOptions(deps.api));
  return null;
};

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

export default function SignupPage() {
  const redirectTo = useSignInTarget();
  const [busy, setBusy] = useState(false);
  const carry = redirectTo === '/profile' ? undefined : redirectTo;
  return (
    <AuthCard
      title="Create your account"
      intro="Order for pickup, follow your orders live and keep your addresses in one place."
      footer={
        <>
          Already have an account?{' '}
          <Link to={paths.login.href(carry)} className={linkClass}>
            Log in
          </Link>
        </>
      }
    >
      <GoogleSignIn redirectTo={redirectTo} disabled={busy} />
      <SignupForm onBusyChange={setBusy} />
    </AuthCard>
  );
}
