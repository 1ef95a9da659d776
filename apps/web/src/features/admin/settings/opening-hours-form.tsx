import { zodResolver } from '../../../lib/zod-resolver';
import {
  openingHoursFormSchema,
  WEEK_DAYS,
  type OpeningHoursForm as OpeningHoursValues,
  type Restaurant,
} from '@flame/shared';
import { useAppForm } from '../../../lib/use-app-form';
import { FormCard } from '../ui/form-card';
import { useSaveRestaurant } from '../shell/update-restaurant';
import { OpeningHourRow } from './opening-hour-row';

/** Monday first, as the week reads on the home page. */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

function valuesOf(restaurant: Restaurant): OpeningHoursValues {
  return {
    openingHours: WEEK_DAYS.map(
      (day) =>
        restaurant.openingHours.find((hour) => hour.day === day) ?? {
          day,
          open: null,
          close: null,
          isClosed: true,
        },
    ),
  };
}

/** Weekly opening hours: half-hour times per day, or Closed. */
export function OpeningHoursForm({ restaurant }: { restaurant: Restaurant }) {
  const { save, saving } = useSaveRestaurant();
  const form = useAppForm<OpeningHoursValues>({
    resolver: zodResolver(openingHoursFormSchema),
    defaultValues: valuesOf(restaurant),
  });
  const {
    handleSubmit,
    reset,
    setError,
    getFieldState,
    formState: { isDirty },
  } = form;

  const onValid = async ({ openingHours }: OpeningHoursValues) => {
    const fields = openingHours.flatMap(
      (_, i) => [`openingHours.${i}.open`, `openingHours.${i}.close`] as const,
    );
    const updated = await save({ openingHours }, { setError, getFieldState, fields });
    if (updated) reset(valuesOf(updated));
  };

  return (
    <FormCard
      title="Opening hours"
      description={`Pickup times and table bookings follow these hours, read in the restaurant's time zone (${restaurant.timeZone}).`}
      onSubmit={handleSubmit(onValid)}
      saving={saving}
      dirty={isDirty}
    >
      <ul className="divide-y divide-cream-200">
        {DISPLAY_ORDER.map((index) => (
          <OpeningHourRow key={index} index={index} form={form} />
        ))}
      </ul>
    </FormCard>
  );
}
