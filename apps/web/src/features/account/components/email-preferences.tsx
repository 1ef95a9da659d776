import { formatInZone, type MailPreferences } from '@flame/shared';
import { BellRing } from 'lucide-react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useMailPreferences, useSaveMailPreferences } from '../../../api/mail-preferences';
import { ProfileCard } from './profile-card';

/**
 * 'Email': whether the customer gets a reminder before each table booking, and whether they agreed to offers
 * and news (marketing email), since when. Each switch is saved as soon as it is switched.
 */
export function EmailPreferences() {
  const preferences = useMailPreferences();
  const save = useSaveMailPreferences();

  let body;
  if (preferences.isPending) {
    // The switch and its note, unseen, under the skeleton: the card has its final height while it loads.
    body = (
      <div className="relative">
        <div aria-hidden="true" className="invisible flex flex-col gap-3">
          <ReminderSwitch on={false} busy onChange={() => undefined} />
        </div>
        <div className="absolute inset-x-0 top-0">
          <Skeleton label="Loading email preferences...">
            <div className={`${skeletonBlockClass} h-10`} />
          </Skeleton>
        </div>
      </div>
    );
  } else if (preferences.isError) {
    body = (
      <Banner tone="error" title="Failed to load email preferences">
        <p>{errorMessage(preferences.error)}</p>
        <Button size="sm" variant="secondary" className="mt-3" onClick={() => void preferences.refetch()}>
          Try Again
        </Button>
      </Banner>
    );
  } else {
    // While a change is saved, the switches show it.
    const shown = { ...preferences.data, ...(save.isPending ? save.variables : {}) };
    body = (
      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-3">
          <ReminderSwitch
            on={shown.reminderEmails}
            busy={save.isPending}
            onChange={(reminderEmails) => save.mutate({ reminderEmails })}
          />
        </div>
        <div className="flex flex-col gap-3 border-t border-cream-200 pt-4">
          <Switch
            label="Offers and news"
            checked={shown.marketingEmails ?? false}
            busy={save.isPending}
            onChange={(marketingEmails) =>
              save.mutate({ reminderEmails: preferences.data.reminderEmails, marketingEmails })
            }
          />
          <p className="text-sm text-stone-600">{marketingText(preferences.data)}</p>
        </div>
        {save.isError && (
          <Banner tone="error" title="Failed to save">
            {errorMessage(save.error)}
          </Banner>
        )}
      </div>
    );
  }

  return (
    <ProfileCard id="email-preferences-title" title="Email" icon={BellRing}>
      {body}
    </ProfileCard>
  );
}

function ReminderSwitch({
  on,
  busy,
  onChange,
}: {
  on: boolean;
  busy: boolean;
  onChange: (reminderEmails: boolean) => void;
}) {
  return (
    <>
      <Switch label="Booking reminders" checked={on} busy={busy} onChange={onChange} />
      <p className="text-sm text-stone-600">
        An email a few hours before each table booking, with a link to cancel it. Order and booking
        confirmations always arrive.
      </p>
    </>
  );
}

/** Whether the customer agreed to offers and news, and on which day. */
export function marketingText(preferences: MailPreferences): string {
  if (!preferences.marketingEmails) {
    return 'No offers or news by email. Turn it on to hear about new dishes and specials.';
  }
  const day = preferences.marketingConsentAt
    ? ` on ${formatInZone(preferences.marketingConsentAt, undefined, 'MMM d, yyyy')}`
    : '';
  return `You agreed${day} to offers and news by email. Turn it off and they stop.`;
}
