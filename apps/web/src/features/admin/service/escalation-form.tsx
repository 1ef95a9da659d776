import {
  ESCALATION_LABELS,
  ESCALATION_LIMITS,
  escalationUpdateShape,
  type EscalationSetting,
  type Restaurant,
} from '@flame/shared';
import { z } from 'zod';
import { InputField } from '../../../components/ui/field';
import { FormCard } from '../ui/form-card';
import { useRestaurantSectionForm } from '../ui/use-restaurant-section-form';

/** The fields as typed: whole minutes as text, empty for off. */
type EscalationValues = Record<EscalationSetting, string>;

const FIELDS = [
  'alertEmailAfterMinutes',
  'customerNoticeAfterMinutes',
  'pauseWhenUnansweredMinutes',
  'pauseWhenUnwatchedMinutes',
] as const satisfies readonly EscalationSetting[];
const settingsSchema = z.object(escalationUpdateShape);

const HINTS: Record<EscalationSetting, string> = {
  alertEmailAfterMinutes: 'An order nobody accepted: one email to the restaurant.',
  customerNoticeAfterMinutes: 'The customer’s order page says it is not confirmed yet, with your phone.',
  pauseWhenUnansweredMinutes: 'Online ordering stops until the waiting orders are accepted.',
  pauseWhenUnwatchedMinutes: 'Online ordering stops until a dashboard is open again; you get one email.',
};

function valuesOf(restaurant: Restaurant): EscalationValues {
  const text = (minutes: number | null) => (minutes === null ? '' : String(minutes));
  return {
    alertEmailAfterMinutes: text(restaurant.alertEmailAfterMinutes),
    customerNoticeAfterMinutes: text(restaurant.customerNoticeAfterMinutes),
    pauseWhenUnansweredMinutes: text(restaurant.pauseWhenUnansweredMinutes),
    pauseWhenUnwatchedMinutes: text(restaurant.pauseWhenUnwatchedMinutes),
  };
}

/** Text to the minutes the API takes: empty is off (null); anything else must read as a whole number. */
function minutesOf(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/**
 * Settings → New orders: what happens while a new order waits to be accepted (an email, a notice to the
 * customer, then a pause of online ordering) and while no dashboard is open (a pause). Minutes of opening hours;
 * empty switches a step off. Checked with the rules the server applies; its field errors show here too.
 */
export function EscalationForm({ restaurant }: { restaurant: Restaurant }) {
  const { form, saveChecked, cardProps } = useRestaurantSectionForm({ restaurant, valuesOf, fields: FIELDS });
  const {
    register,
    formState: { errors },
  } = form;

  const onValid = async (values: EscalationValues) => {
    await saveChecked(
      settingsSchema,
      Object.fromEntries(FIELDS.map((field) => [field, minutesOf(values[field])])),
    );
  };

  return (
    <FormCard
      title="New orders: alerts and automatic pauses"
      description={`Minutes of opening hours (an order placed overnight counts from the opening), ${ESCALATION_LIMITS.min} to ${ESCALATION_LIMITS.max}. Leave a field empty to switch that step off.`}
      {...cardProps(onValid)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <InputField
            key={field}
            label={ESCALATION_LABELS[field]}
            hint={HINTS[field]}
            error={errors[field]?.message}
            inputMode="numeric"
            placeholder="Off"
            {...register(field)}
          />
        ))}
      </div>
    </FormCard>
  );
}
