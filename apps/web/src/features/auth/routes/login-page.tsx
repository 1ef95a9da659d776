import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { appConfigQueryOptions } from '../../../api/app-config';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction, RouteModule } from '../../../lib/route-deps';
import { AuthCard } from '../components/auth-card';
import { GoogleSignIn } from '../components/google-sign-in';
import { LoginForm } from '../components/login-form';
import { OidcErrorBanner } from '../components/oidc-error-banner';
import { useSignInTarget } from '../hooks/use-sign-in-target';

export const head: HeadFunction = () => ({
  title: pageTitle('Log in'),
  description: 'Log in to order for pickup, follow your orders and reserve tables.',
});

/** The server's settings (is Google sign-in offered?) are in the first HTML, so the button does not pop in. */
export const loader: RouteModule['loader'] = (deps) => async () => {
  await deps.queryClient.prefetchQuery(appConfigQueryOptions(deps.api));
  return null;
};

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

export default function LoginPage() {
  const redirectTo = useSignInTarget();
  const [busy, setBusy] = useState(false);
  const carry = redirectTo === '/profile' ? undefined : redirectTo;
  return (
    <AuthCard
      title="Log in"
      intro="Welcome back! Log in to order for pickup, follow your orders and reserve tables."
      footer={
        <>
          New here?{' '}
          <Link to={paths.signup.href(carry)} className={linkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <OidcErrorBanner />
      <GoogleSignIn redirectTo={redirectTo} disabled={busy} />
      <LoginForm onBusyChange={setBusy} />
    </AuthCard>
  );
}
