import { BellRing } from 'lucide-react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useMailPreferences, useSaveMailPreferences } from '../../../api/mail-preferences';
import { ProfileCard } from './profile-card';

/** 'Email': whether the customer gets a reminder before each table booking. Saved as soon as it is switched. */
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
    const on = save.isPending ? (save.variables?.reminderEmails ?? false) : preferences.data.reminderEmails;
    body = (
      <div className="flex flex-col gap-3">
        <ReminderSwitch
          on={on}
          busy={save.isPending}
          onChange={(reminderEmails) => save.mutate({ reminderEmails })}
        />
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
