import type { MailHealth } from '@flame/shared';
import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import {
  checkTime,
  emailSettingsHref,
  failedMailCount,
  MAIL_SERVER_UNREACHABLE,
  MAIL_SERVER_WAITING,
} from '../settings/mail-texts';

function EmailSettingsLink({ restaurantId }: { restaurantId: string }) {
  return (
    <Link to={emailSettingsHref(restaurantId)} className="font-semibold underline">
      Settings → Email
    </Link>
  );
}

/**
 * On the overview, while email goes wrong: a mail server that does not answer (with the time of the check), and
 * how many messages could not be sent; each leads to Settings → Email. Nothing shows while email goes well.
 */
export function MailWarnings({
  mail,
  restaurantId,
  timeZone,
}: {
  mail: MailHealth;
  restaurantId: string;
  timeZone: string;
}) {
  const unreachable = mail.server && !mail.server.reachable ? mail.server : null;
  if (!unreachable && mail.failed === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {unreachable && (
        <Banner tone="error" title={MAIL_SERVER_UNREACHABLE}>
          <span className="block break-words">{unreachable.error}</span>
          Checked at {checkTime(unreachable, timeZone)}. {MAIL_SERVER_WAITING}{' '}
          <EmailSettingsLink restaurantId={restaurantId} />
        </Banner>
      )}
      {mail.failed > 0 && (
        <Banner tone="error" title={failedMailCount(mail.failed)}>
          See what each was about and send it again in <EmailSettingsLink restaurantId={restaurantId} />.
        </Banner>
      )}
    </div>
  );
}
