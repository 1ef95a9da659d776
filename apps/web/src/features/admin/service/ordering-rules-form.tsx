import { pickupRulesUpdateShape, type Restaurant } from '@flame/shared';
import { z } from 'zod';
import { InputField } from '../../../components/ui/field';
import { FormCard } from '../ui/form-card';
import { useRestaurantSectionForm } from '../ui/use-restaurant-section-form';

/** The fields as typed: whole numbers as text, capacity left empty for no limit. */
interface OrderingRulesValues {
  pickupLeadMinutes: string;
  pickupWindowDays: string;
  pickupSlotCapacity: string;
}

const FIELDS = ['pickupLeadMinutes', 'pickupWindowDays', 'pickupSlotCapacity'] as const;
const rulesSchema = z.object(pickupRulesUpdateShape);

function valuesOf(restaurant: Restaurant): OrderingRulesValues {
  return {
    pickupLeadMinutes: String(restaurant.pickupLeadMinutes),
    pickupWindowDays: String(restaurant.pickupWindowDays),
    pickupSlotCapacity: restaurant.pickupSlotCapacity === null ? '' : String(restaurant.pickupSlotCapacity),
  };
}

/** Text to the number the API takes; empty text is not a number (null for the capacity: no limit). */
function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/**
 * Settings → Ordering: how long before pickup an order must come, how many days ahead, and how many orders one
 * 15-minute pickup slot takes (empty: no limit). Checked with the rules the server applies; its answer's field
 * errors show under the fields too.
 */
export function OrderingRulesForm({ restaurant }: { restaurant: Restaurant }) {
  const { form, saveChecked, cardProps } = useRestaurantSectionForm({ restaurant, valuesOf, fields: FIELDS });
  const {
    register,
    formState: { errors },
  } = form;

  const onValid = async (values: OrderingRulesValues) => {
    const body = {
      pickupLeadMinutes: numberOf(values.pickupLeadMinutes),
      pickupWindowDays: numberOf(values.pickupWindowDays),
      pickupSlotCapacity:
        values.pickupSlotCapacity.trim() === '' ? null : numberOf(values.pickupSlotCapacity),
    };
    await saveChecked(rulesSchema, body);
  };

  return (
    <FormCard
      title="Ordering"
      description="When customers may pick up their online orders, and how many you take at once."
      {...cardProps(onValid)}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <InputField
          label="Lead time (minutes)"
          hint="How long before pickup an order must be placed."
          error={errors.pickupLeadMinutes?.message}
          inputMode="numeric"
          {...register('pickupLeadMinutes')}
        />
        <InputField
          label="Ordering window (days)"
          hint="How many days ahead customers may order."
          error={errors.pickupWindowDays?.message}
          inputMode="numeric"
          {...register('pickupWindowDays')}
        />
        <InputField
          label="Orders per pickup slot"
          hint="Per 15 minutes. Leave empty for no limit."
          error={errors.pickupSlotCapacity?.message}
          inputMode="numeric"
          placeholder="No limit"
          {...register('pickupSlotCapacity')}
        />
      </div>
    </FormCard>
  );
}
