import { zodResolver } from '../../../lib/zod-resolver';
import {
  restaurantInfoFormSchema,
  SOCIAL_NETWORKS,
  splitCuisineTypes,
  type Restaurant,
  type RestaurantInfoForm as RestaurantInfoValues,
} from '@flame/shared';
import { useState } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { InputField } from '../../../components/ui/field';
import { EmailField, PhoneField } from '../../../components/ui/input-field-presets';
import { FormCard } from '../ui/form-card';
import { UnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { useRestaurantSectionForm } from '../ui/use-restaurant-section-form';
import { DescriptionField } from '../ui/description-field';

const ACTIVE_HINT =
  'Switched off, the site stays open to browse with a notice that you are not taking orders, and new online ' +
  'orders and table bookings are refused. Orders and bookings already made stay.';

const FIELDS = ['name', 'description', 'phone', 'email', 'cuisineType', 'isActive', 'socialLinks'] as const;
const SERVER_FIELDS = [...FIELDS, ...SOCIAL_NETWORKS.map((network) => `socialLinks.${network.key}` as const)];

function valuesOf(restaurant: Restaurant): RestaurantInfoValues {
  return {
    name: restaurant.name,
    description: restaurant.description,
    phone: restaurant.phone,
    email: restaurant.email,
    cuisineType: restaurant.cuisineType.join(', '),
    isActive: restaurant.isActive,
    socialLinks: {
      instagram: restaurant.socialLinks.instagram ?? '',
      facebook: restaurant.socialLinks.facebook ?? '',
      x: restaurant.socialLinks.x ?? '',
      tiktok: restaurant.socialLinks.tiktok ?? '',
      youtube: restaurant.socialLinks.youtube ?? '',
    },
  };
}

/**
 * Restaurant Info: name, description, phone, email, cuisine types and 'is active'; and the
 * restaurant's own pages on the networks of the footer's Follow block (a network left blank is not shown).
 */
export function RestaurantInfoForm({ restaurant }: { restaurant: Restaurant }) {
  const { form, saving, saveSection, cardProps } = useRestaurantSectionForm({
    restaurant,
    valuesOf,
    fields: SERVER_FIELDS,
    resolver: zodResolver(restaurantInfoFormSchema),
  });
  const {
    register,
    formState: { errors, dirtyFields, isDirty },
  } = form;

  const [confirmingOff, setConfirmingOff] = useState<RestaurantInfoValues | null>(null);

  const saveValues = async (values: RestaurantInfoValues) => {
    // Only the changed fields go to the server.
    const changed = FIELDS.filter((field) => dirtyFields[field]);
    const body = Object.fromEntries(
      changed.map((field) => [
        field,
        field === 'cuisineType' ? splitCuisineTypes(values.cuisineType) : values[field],
      ]),
    );
    return saveSection(body);
  };

  // Switching the restaurant off stops every new order and booking: asked first.
  const onValid = async (values: RestaurantInfoValues) => {
    if (dirtyFields.isActive && !values.isActive) setConfirmingOff(values);
    else await saveValues(values);
  };

  return (
    <FormCard
      title="Restaurant details"
      description="Shown in the header, the footer and the home, about and contact pages."
      {...cardProps(onValid)}
    >
      <UnsavedChangesGuard dirty={isDirty} what="the restaurant details" />
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          label="Restaurant name"
          required
          error={errors.name?.message}
          className="sm:col-span-2"
          autoComplete="organization"
          {...register('name')}
        />
        <DescriptionField error={errors.description?.message} {...register('description')} rows={4} />
        <PhoneField required error={errors.phone?.message} {...register('phone')} />
        <EmailField required error={errors.email?.message} {...register('email')} />
        <InputField
          label="Cuisine types"
          hint="Separate them with commas, for example: Indian, Nepali, Indo-Chinese"
          error={errors.cuisineType?.message}
          className="sm:col-span-2"
          {...register('cuisineType')}
        />
        <CheckboxField
          label="Restaurant is active"
          hint={ACTIVE_HINT}
          className="rounded-xl bg-cream-50 p-4 ring-1 ring-cream-200 sm:col-span-2"
          {...register('isActive')}
        />
        <fieldset className="flex flex-col gap-4 sm:col-span-2">
          <legend className="font-display text-lg font-bold text-stone-900">Follow links</legend>
          <p className="-mt-2 text-sm text-stone-600">
            Your own pages, shown as icons in the footer. Leave a network blank to leave it out.
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <InputField
                key={network.key}
                label={network.name}
                error={errors.socialLinks?.[network.key]?.message}
                type="url"
                inputMode="url"
                placeholder={`https://www.${network.domains[0]}/…`}
                {...register(`socialLinks.${network.key}`)}
              />
            ))}
          </div>
        </fieldset>
      </div>
      <ConfirmDialog
        open={confirmingOff !== null}
        title="Switch the restaurant off?"
        dismissLabel="Keep It Active"
        confirmLabel="Yes, Switch Off"
        busyLabel="Saving..."
        busy={saving}
        onConfirm={() =>
          void (async () => {
            if (confirmingOff && (await saveValues(confirmingOff))) setConfirmingOff(null);
          })()
        }
        onClose={() => {
          if (!saving) setConfirmingOff(null);
        }}
      >
        <p>{ACTIVE_HINT}</p>
        <p className="mt-2 text-stone-700">Tick 'Restaurant is active' again to take orders and bookings.</p>
      </ConfirmDialog>
    </FormCard>
  );
}
