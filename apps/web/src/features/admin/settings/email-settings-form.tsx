import { MAIL_PREFERENCE_TEXTS, REMINDER_HOURS_MAX, type MailSettings } from '@flame/shared';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { UnitNumberField } from '../../../components/ui/unit-field';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { useAppForm } from '../../../lib/use-app-form';
import { useSaveMailSettings } from '../../../api/mail-status';

/**
 * Settings → Email: 'Reminder before a booking' (hours, 0 for none) and 'Email each new order' to the
 * restaurant's email. Saved together with 'Save email settings'.
 */
export function EmailSettingsForm({ settings }: { settings: MailSettings }) {
  const { register, control, setValue, handleSubmit } = useAppForm({
    defaultValues: { hours: String(settings.reminderHours), newOrderEmails: settings.newOrderEmails },
  });
  const [hours, newOrderEmails] = useWatch({ control, name: ['hours', 'newOrderEmails'] });
  const save = useSaveMailSettings();
  const reminderHours = Number(hours);
  const valid =
    hours !== '' &&
    Number.isInteger(reminderHours) &&
    reminderHours >= 0 &&
    reminderHours <= REMINDER_HOURS_MAX;

  return (
    <form
      className="flex flex-col gap-4 border-t border-cream-200 pt-4"
      onSubmit={handleSubmit(() => {
        if (!valid) return;
        save.mutate(
          { reminderHours, newOrderEmails },
          {
            onSuccess: () => toast.success(MAIL_PREFERENCE_TEXTS.settingsSaved),
            onError: (error) => toast.error(errorMessage(error, 'Failed to save the email settings')),
          },
        );
      })}
    >
      <UnitNumberField
        label="Reminder before a booking"
        unit="hours before"
        min={0}
        max={REMINDER_HOURS_MAX}
        hint={
          valid &&
          (reminderHours === 0
            ? 'Off: guests get no reminder.'
            : `Guests get an email ${reminderHours} ${reminderHours === 1 ? 'hour' : 'hours'} before their booking, with a cancel link.`)
        }
        error={valid ? undefined : `Enter whole hours from 0 (off) to ${REMINDER_HOURS_MAX}.`}
        {...register('hours')}
      />
      <div className="flex flex-col gap-1">
        <Switch
          label="Email each new order"
          checked={newOrderEmails}
          onChange={(on) => setValue('newOrderEmails', on, { shouldDirty: true })}
        />
        <p className="text-sm text-stone-600">
          A copy of every new order (lines, options, pickup time, customer name and phone) to the
          restaurant&apos;s email.
        </p>
      </div>
      <div>
        <Button type="submit" size="sm" busy={save.isPending} disabled={!valid}>
          Save email settings
        </Button>
      </div>
    </form>
  );
}
