import { PASSWORD_RESET_TEXTS } from '@flame/shared';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

export const head: HeadFunction = () => ({
  title: pageTitle('Choose a new password'),
  description: 'Choose a new password for your account with the link from your email.',
});

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

type Stage = 'form' | 'done' | 'gone';

/** The emailed link's page: a new password, then 'Log in'; an expired or used link says so and offers a new one. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [stage, setStage] = useState<Stage>(token ? 'form' : 'gone');
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
            Ask for a new link
          </ButtonLink>
        </>
      )}
    </AuthCard>
  );
}
