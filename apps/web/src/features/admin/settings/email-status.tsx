import {
  formatInZone,
  MAIL_KIND_LABELS,
  MAIL_MESSAGES,
  type FailedMail,
  type MailStatus,
} from '@flame/shared';
import { Mail, RotateCcw } from 'lucide-react';
import { toast } from 'sonner';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { SectionQuery } from '../ui/section-query';
import { useRefetchOnAdminEvent } from '../shell/admin-events';
import { useLandOnHash } from '../ui/use-land-on-hash';
import { useMailStatus, useResendMail } from '../../../api/mail-status';
import { useRestaurant } from '../../../api/restaurant';
import { EmailSettingsForm } from './email-settings-form';
import { checkTime, failedMailCount, MAIL_SERVER_UNREACHABLE, MAIL_SERVER_WAITING } from './mail-texts';
import { SettingsCard } from './settings-card';

const waitingText = (pending: number) => (pending > 0 ? ` ${pending} waiting to be sent.` : '');

function TransportNote({ status, timeZone }: { status: MailStatus; timeZone: string | undefined }) {
  if (status.server && !status.server.reachable) {
    return (
      <Banner tone="error" title={MAIL_SERVER_UNREACHABLE}>
        <span className="block break-words">{status.server.error}</span>
        Checked at {checkTime(status.server, timeZone)}. {MAIL_SERVER_WAITING}
        {waitingText(status.pending)}
      </Banner>
    );
  }
  if (status.server) {
    return (
      <p className="text-sm text-stone-700">
        Email is sent through your mail server, which answered at {checkTime(status.server, timeZone)}.
        {waitingText(status.pending)}
      </p>
    );
  }
  return (
    <Banner tone="info" title="Email is not configured">
      Customers and you receive no email yet: each message is saved as a file in the server&apos;s outbox
      folder. Set <code>SMTP_URL</code> and <code>MAIL_FROM</code> to send them.
    </Banner>
  );
}

function FailedMailRow({ mail, timeZone }: { mail: FailedMail; timeZone: string | undefined }) {
  const resend = useResendMail();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-stone-900">
          {mail.about && `${mail.about} — `}
          {MAIL_KIND_LABELS[mail.kind] ?? mail.kind} to <span className="break-all">{mail.recipient}</span>
        </p>
        <p className="text-sm text-stone-600">
          {formatInZone(mail.createdAt, timeZone, 'MMM d, yyyy h:mm a')} · {mail.attempts}{' '}
          {mail.attempts === 1 ? 'try' : 'tries'}
        </p>
        <p className="text-sm break-words text-red-800">{mail.lastError}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="shrink-0"
        busy={resend.isPending}
        onClick={() =>
          resend.mutate(mail._id, {
            onSuccess: () => toast.success(MAIL_MESSAGES.resent),
            onError: (error) => toast.error(errorMessage(error, 'Failed to send the message again')),
          })
        }
      >
        <RotateCcw aria-hidden className="size-4" />
        Send again
      </Button>
    </li>
  );
}

function FailedMailList({ status, timeZone }: { status: MailStatus; timeZone: string | undefined }) {
  if (status.failed.length === 0) {
    // Nothing failed yet says nothing of a server that does not answer: the banner above says that.
    if (status.server && !status.server.reachable) return null;
    return <p className="text-sm text-stone-600">No message has failed.</p>;
  }
  const older = status.failedTotal - status.failed.length;
  return (
    <div>
      <h3 className="font-semibold text-red-800">{failedMailCount(status.failedTotal)}</h3>
      <ul className="divide-y divide-cream-200">
        {status.failed.map((mail) => (
          <FailedMailRow key={mail._id} mail={mail} timeZone={timeZone} />
        ))}
      </ul>
      {older > 0 && <p className="text-sm text-stone-600">And {older} older, not listed.</p>}
    </div>
  );
}

/**
 * Settings → Email: whether the mail server answers (or email is not configured), the messages that could not
 * be sent (what each was about, with 'Send again'; live), then the email settings.
 */
export function EmailStatus() {
  const query = useMailStatus();
  // A message the sender gives up on while this is open joins the list at once.
  useRefetchOnAdminEvent('mail');
  const timeZone = useRestaurant().data?.timeZone;
  useLandOnHash('email-status', query.isSuccess);
  return (
    <SettingsCard
      id="email-status"
      icon={Mail}
      title="Email"
      description="Order confirmations and updates, booking reminders, and the requests sent to you."
    >
      <SectionQuery
        query={query}
        skeleton={<Skeleton className="h-16" />}
        failureTitle="Failed to load email status"
      >
        {(status) => (
          <>
            <TransportNote status={status} timeZone={timeZone} />
            <FailedMailList status={status} timeZone={timeZone} />
            <EmailSettingsForm settings={status.settings} />
          </>
        )}
      </SectionQuery>
    </SettingsCard>
  );
}
