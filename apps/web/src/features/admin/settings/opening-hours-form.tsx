import { zodResolver } from '../../../lib/zod-resolver';
import {
  openingHoursFormSchema,
  WEEK_DAYS,
  type OpeningHoursForm as OpeningHoursValues,
  type Restaurant,
} from '@flame/shared';
import { FormCard } from '../ui/form-card';
import { useRestaurantSectionForm } from '../ui/use-restaurant-section-form';
import { OpeningHourRow } from './opening-hour-row';

/** Every day's times, where the server's field errors show. */
const FIELDS = WEEK_DAYS.flatMap((_, i) => [`openingHours.${i}.open`, `openingHours.${i}.close`] as const);

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
  const { form, saveSection, cardProps } = useRestaurantSectionForm({
    restaurant,
    valuesOf,
    fields: FIELDS,
    resolver: zodResolver(openingHoursFormSchema),
  });

  return (
    <FormCard
      title="Opening hours"
      description={`Pickup times and table bookings follow these hours, read in the restaurant's time zone (${restaurant.timeZone}).`}
      {...cardProps(({ openingHours }) => saveSection({ openingHours }))}
    >
      <ul className="divide-y divide-cream-200">
        {DISPLAY_ORDER.map((index) => (
          <OpeningHourRow key={index} index={index} form={form} />
        ))}
      </ul>
    </FormCard>
  );
}
