import { PASSWORD_RESET_TEXTS } from '@flame/shared';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { checkResetLink } from '../../../api/auth';
import { Banner } from '../../../components/ui/banner';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useApi } from '../../../lib/api-context';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

export const head: HeadFunction = () => ({
  title: pageTitle('Choose a new password'),
  description: 'Choose a new password for your account with the link from your email.',
});

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

type Stage = 'checking' | 'form' | 'done' | 'gone';

/**
 * The emailed link's page: a new password, then 'Log in'. The link is checked as the page opens, so an expired
 * or used one says so at once and offers a new one; when the check cannot be made, the form shows and the
 * server decides on 'Set new password'.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const api = useApi();
  const [stage, setStage] = useState<Stage>(token ? 'checking' : 'gone');

  useEffect(() => {
    if (!token) return;
    let current = true;
    checkResetLink(api, token)
      .then(({ live }) => current && setStage((now) => (now === 'checking' ? (live ? 'form' : 'gone') : now)))
      .catch(() => current && setStage((now) => (now === 'checking' ? 'form' : now)));
    return () => {
      current = false;
    };
  }, [api, token]);
  return (
    <AuthCard
      title="Choose a new password"
      intro="Pick a password that is hard to guess. Every device signed in to your account will be signed out."
      footer={
        stage === 'done' ? undefined : (
          <>
            Remembered it?{' '}
            <Link to={paths.login.href()} className={linkClass}>
              Back to log in
            </Link>
          </>
        )
      }
    >
      {stage === 'checking' && (
        <p role="status" className="text-stone-700">
          Checking your link...
        </p>
      )}
      {stage === 'form' && (
        <ResetPasswordForm
          token={token}
          onDone={() => setStage('done')}
          onLinkGone={() => setStage('gone')}
        />
      )}
      {stage === 'done' && (
        <>
          <Banner tone="success" title="Password changed">
            {PASSWORD_RESET_TEXTS.done}
          </Banner>
          <ButtonLink to={paths.login.href()} size="lg" className="w-full">
            Log in
          </ButtonLink>
        </>
      )}
      {stage === 'gone' && (
        <>
          <Banner tone="error" title="This link no longer works">
            {PASSWORD_RESET_TEXTS.linkGone}
          </Banner>
          <ButtonLink to={paths.forgotPassword.href()} size="lg" className="w-full">
            Send a new link
          </ButtonLink>
        </>
      )}
    </AuthCard>
  );
}
