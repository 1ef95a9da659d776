import { zodResolver } from '../../../lib/zod-resolver';
import {
  aboutFormSchema,
  RESTAURANT_LIMITS,
  type AboutForm as AboutValues,
  type Restaurant,
} from '@flame/shared';
import { useWatch } from 'react-hook-form';
import { CharacterCount } from '../../../components/ui/character-count';
import { TextareaField } from '../../../components/ui/field';
import { FormCard } from '../ui/form-card';
import { UnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { useRestaurantSectionForm } from '../ui/use-restaurant-section-form';

/** The About Us editor: the story of the about page, with a live character count. */
export function AboutForm({ restaurant }: { restaurant: Restaurant }) {
  const { form, saveSection, cardProps } = useRestaurantSectionForm<AboutValues>({
    restaurant,
    valuesOf: ({ about }) => ({ about }),
    fields: ['about'],
    resolver: zodResolver(aboutFormSchema),
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  const length = useWatch({ control, name: 'about' }).length;

  return (
    <FormCard
      title="Our story"
      description="Shown on the about page. Leave an empty line between paragraphs."
      {...cardProps(({ about }) => saveSection({ about }))}
    >
      <UnsavedChangesGuard dirty={isDirty} what="the About Us text" />
      <TextareaField
        label="About Us"
        error={errors.about?.message}
        hint={<CharacterCount length={length} max={RESTAURANT_LIMITS.about} />}
        rows={14}
        {...register('about')}
      />
    </FormCard>
  );
}
