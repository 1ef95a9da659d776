import { MAIL_PREFERENCE_TEXTS } from '@flame/shared';
import { useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { useUnsubscribe, useUnsubscribeView } from '../../../api/mail-preferences';

export const head: HeadFunction = () => ({
  title: pageTitle('Booking reminders'),
  description: 'Turn off the reminder emails before your table bookings.',
});

/**
 * The reminder's 'Turn off booking reminders' link: it shows whose reminders and turns them off only when
 * asked to confirm (mail scanners open links); a mail app's one-click unsubscribe POSTs to the same address.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const account = useUnsubscribeView(token);
  const unsubscribe = useUnsubscribe(token);
  const view = unsubscribe.data ?? account.data;

  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <section
        aria-labelledby="unsubscribe-title"
        className="flex w-full max-w-lg flex-col gap-5 rounded-card bg-white p-6 shadow-card sm:p-8"
      >
        <h1 id="unsubscribe-title" className="font-display text-3xl font-bold text-stone-900">
          Booking reminders
        </h1>
        {!token || account.isError ? (
          <Banner tone="error" title="This link does not work">
            {token ? errorMessage(account.error) : MAIL_PREFERENCE_TEXTS.invalidLink}
          </Banner>
        ) : !view ? (
          <p className="text-stone-600" role="status">
            Loading...
          </p>
        ) : !view.reminderEmails ? (
          <Banner tone="success" title={MAIL_PREFERENCE_TEXTS.unsubscribed}>
            {view.email} gets no more reminder emails before table bookings. Booking confirmations still
            arrive; turn reminders on again in your profile.
          </Banner>
        ) : (
          <>
            {unsubscribe.isError && (
              <Banner tone="error" title="Reminders are still on">
                {errorMessage(unsubscribe.error)}
              </Banner>
            )}
            <p className="text-stone-700">
              Stop the reminder emails before table bookings for <strong>{view.email}</strong>? Booking
              confirmations still arrive.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row-reverse">
              <Button
                size="lg"
                busy={unsubscribe.isPending}
                onClick={() => unsubscribe.mutate()}
                className="sm:flex-1"
              >
                {unsubscribe.isPending ? 'Turning off...' : 'Turn off reminders'}
              </Button>
              <ButtonLink to={paths.home.href()} size="lg" variant="secondary" className="sm:flex-1">
                Keep them
              </ButtonLink>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
