import { PASSWORD_RESET_TEXTS } from '@flame/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { paths } from '../../../config/paths';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export const head: HeadFunction = () => ({
  title: pageTitle('Forgot password'),
  description: 'Get a link by email to choose a new password for your account.',
});

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/** Asks for a reset link; then says it is on its way, the same whether or not the account exists. */
export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.login.href()} className={linkClass}>
            Back to log in
          </Link>
        </>
      }
    >
      {sentTo ? (
        <>
          <Banner tone="success" title="Check your email">
            <p>{PASSWORD_RESET_TEXTS.requested}</p>
            <p className="mt-2">
              Asked for <strong className="break-all">{sentTo}</strong>. Nothing after a few minutes? Look in
              your spam folder, or ask again.
            </p>
          </Banner>
          <button
            type="button"
            onClick={() => setSentTo(null)}
            className="self-start text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Use another email
          </button>
        </>
      ) : (
        <ForgotPasswordForm onSent={setSentTo} />
      )}
    </AuthCard>
  );
}
