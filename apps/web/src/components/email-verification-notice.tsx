import { EMAIL_VERIFICATION_TEXTS } from '@flame/shared';
import { useResendEmailLink } from '../api/auth';
import { errorMessage } from '../lib/api-client';
import { useAuth } from '../lib/auth/auth-context';
import { Banner } from './ui/banner';
import { Button } from './ui/button';

/**
 * For a signed-in account whose address is not confirmed, or that asked to change it: why (`reason`, such as
 * a refused order, else what confirming does), and 'Send a new link' in one tap. Nothing otherwise.
 */
export function EmailVerificationNotice({ reason, className = '' }: { reason?: string; className?: string }) {
  const { user } = useAuth();
  const resend = useResendEmailLink();
  if (!user || (user.emailVerified && !user.pendingEmail)) return null;
  const waitingFor = user.pendingEmail ?? user.email;
  const title = user.pendingEmail ? 'Check your new address' : 'Please confirm your email address';
  const text =
    reason ??
    (user.pendingEmail
      ? EMAIL_VERIFICATION_TEXTS.changeRequested(user.pendingEmail)
      : `We sent a link to ${user.email}. Until you open it, your account can hold one order and one table booking at a time.`);
  return (
    <Banner tone={reason ? 'error' : 'info'} title={title} className={className}>
      <p>{text}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          variant="secondary"
          busy={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? 'Sending...' : 'Send a new link'}
        </Button>
        {resend.isSuccess && <span role="status">{EMAIL_VERIFICATION_TEXTS.sent(waitingFor)}</span>}
        {resend.isError && (
          <span role="alert">{errorMessage(resend.error, 'Could not send a new link')}</span>
        )}
      </div>
    </Banner>
  );
}
