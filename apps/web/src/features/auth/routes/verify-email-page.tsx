import { EMAIL_VERIFICATION_TEXTS } from '@flame/shared';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { verifyEmail } from '../../../api/auth';
import { EmailVerificationNotice } from '../../../components/email-verification-notice';
import { Banner } from '../../../components/ui/banner';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useApi } from '../../../lib/api-context';
import { useAuth } from '../../../lib/auth/auth-context';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { AuthCard } from '../components/auth-card';

export const head: HeadFunction = () => ({
  title: pageTitle('Confirm your email'),
  description: 'Confirm the email address of your account with the link from your email.',
});

type Stage =
  | { name: 'verifying' }
  | { name: 'verified'; message: string }
  | { name: 'gone'; message: string }
  | { name: 'failed'; message: string };

/**
 * The emailed link's page: it confirms the address as soon as it opens (once, even if React runs the effect
 * twice), then says so. An expired or used link says so and offers a new link to a signed-in account whose
 * address is still waiting, or 'Log in' to a visitor who is signed out.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const api = useApi();
  const { status, user, recheckSession } = useAuth();
  const [stage, setStage] = useState<Stage>(
    token ? { name: 'verifying' } : { name: 'gone', message: EMAIL_VERIFICATION_TEXTS.linkGone },
  );
  const sent = useRef(false);

  useEffect(() => {
    // The session is known first, so a signed-in account keeps its session through an email change.
    if (!token || sent.current || status === 'unknown') return;
    sent.current = true;
    verifyEmail(api, token)
      .then((result) => {
        setStage({
          name: 'verified',
          message:
            status === 'signed-in' && user && user.email !== result.email
              ? EMAIL_VERIFICATION_TEXTS.changed(result.email)
              : EMAIL_VERIFICATION_TEXTS.verified,
        });
        if (status === 'signed-in') recheckSession();
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 400) {
          setStage({ name: 'gone', message: EMAIL_VERIFICATION_TEXTS.linkGone });
        } else setStage({ name: 'failed', message: errorMessage(error, 'Could not confirm your email') });
      });
  }, [api, token, status, user, recheckSession]);

  return (
    <AuthCard
      title="Confirm your email"
      intro="Opening the link from your email confirms the address is yours."
    >
      {stage.name === 'verifying' && (
        <p role="status" className="text-stone-700">
          Confirming your email address...
        </p>
      )}
      {stage.name === 'verified' && (
        <>
          <Banner tone="success" title="Email confirmed">
            {stage.message}
          </Banner>
          <ButtonLink
            to={status === 'signed-in' ? paths.profile.href() : paths.login.href()}
            size="lg"
            className="w-full"
          >
            {status === 'signed-in' ? 'Go to your profile' : 'Log in'}
          </ButtonLink>
        </>
      )}
      {(stage.name === 'gone' || stage.name === 'failed') && (
        <>
          <Banner tone="error" title="This link no longer works">
            {stage.message}
          </Banner>
          {status === 'signed-in' &&
            user &&
            (user.emailVerified && !user.pendingEmail ? (
              <Banner tone="success">{EMAIL_VERIFICATION_TEXTS.alreadyVerified}</Banner>
            ) : (
              <EmailVerificationNotice />
            ))}
          {status === 'signed-out' && (
            <>
              <p className="text-stone-700">Log in to get a new link.</p>
              <ButtonLink to={paths.login.href('/verify-email')} size="lg" className="w-full">
                Log in
              </ButtonLink>
            </>
          )}
        </>
      )}
    </AuthCard>
  );
}
