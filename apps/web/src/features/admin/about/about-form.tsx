import { zodResolver } from '../../../lib/zod-resolver';
import {
  aboutFormSchema,
  RESTAURANT_LIMITS,
  type AboutForm as AboutValues,
  type Restaurant,
} from '@flame/shared';
import { useWatch } from 'react-hook-form';
import { useAppForm } from '../../../lib/use-app-form';
import { CharacterCount } from '../../../components/ui/character-count';
import { TextareaField } from '../../../components/ui/field';
import { FormCard } from '../ui/form-card';
import { UnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { useSaveRestaurant } from '../shell/update-restaurant';

/** The About Us editor: the story of the about page, with a live character count. */
export function AboutForm({ restaurant }: { restaurant: Restaurant }) {
  const { save, saving } = useSaveRestaurant();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getFieldState,
    control,
    formState: { errors, isDirty },
  } = useAppForm<AboutValues>({
    resolver: zodResolver(aboutFormSchema),
    defaultValues: { about: restaurant.about },
  });
  const length = useWatch({ control, name: 'about' }).length;

  const onValid = async ({ about }: AboutValues) => {
    const updated = await save({ about }, { setError, getFieldState, fields: ['about'] });
    if (updated) reset({ about: updated.about });
  };

  return (
    <FormCard
      title="Our story"
      description="Shown on the about page. Leave an empty line between paragraphs."
      onSubmit={handleSubmit(onValid)}
      saving={saving}
      dirty={isDirty}
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
