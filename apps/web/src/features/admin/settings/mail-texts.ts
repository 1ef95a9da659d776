import { formatInZone, type MailServerCheck } from '@flame/shared';
import { paths } from '../../../config/paths';

export const MAIL_SERVER_UNREACHABLE = 'Your mail server cannot be reached';

/** What waits while the server does not answer. */
export const MAIL_SERVER_WAITING = 'Emails wait and are sent once it answers.';

/** '1 email could not be sent', '3 emails could not be sent'. */
export function failedMailCount(count: number): string {
  return `${count} ${count === 1 ? 'email' : 'emails'} could not be sent`;
}

/** When the server was last checked: '11:42 PM', in the restaurant's time zone. */
export function checkTime(check: MailServerCheck, timeZone: string | undefined): string {
  return formatInZone(check.checkedAt, timeZone, 'h:mm a');
}

/** Settings, landing on its Email card. */
export const emailSettingsHref = (restaurantId: string) =>
  `${paths.adminDashboard.href(restaurantId, 'settings')}#email-status`;
