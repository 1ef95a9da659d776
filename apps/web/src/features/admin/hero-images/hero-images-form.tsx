import { zodResolver } from '../../../lib/zod-resolver';
import {
  HERO_IMAGE_COUNT,
  HERO_IMAGE_MISSING_MESSAGE,
  HERO_IMAGE_TIP,
  heroImagesFormSchema,
  type HeroImagesForm as HeroImagesValues,
  type Restaurant,
} from '@flame/shared';
import { Lightbulb } from 'lucide-react';
import { imageLoads } from '../../../lib/image-loads';
import { FormCard } from '../ui/form-card';
import { UnsavedChangesGuard } from '../ui/unsaved-changes-guard';
import { useRestaurantSectionForm } from '../ui/use-restaurant-section-form';
import { HeroImageSlot } from './hero-image-slot';

const SLOTS = Array.from({ length: HERO_IMAGE_COUNT }, (_, index) => index);

function valuesOf(restaurant: Restaurant): HeroImagesValues {
  return { images: SLOTS.map((index) => restaurant.images[index] ?? '') };
}

/**
 * The hero images editor: two images, each uploaded or a path of this site, with previews; an
 * image that cannot be loaded is not saved.
 */
export function HeroImagesForm({ restaurant }: { restaurant: Restaurant }) {
  const { form, saveSection, cardProps } = useRestaurantSectionForm({
    restaurant,
    valuesOf,
    fields: ['images', 'images.0', 'images.1'],
    resolver: zodResolver(heroImagesFormSchema),
  });
  const {
    setError,
    formState: { isDirty },
  } = form;

  const onValid = async (values: HeroImagesValues) => {
    // An image that does not load is never saved: the home page would show a broken picture.
    const loads = await Promise.all(values.images.map((url) => (url ? imageLoads(url) : true)));
    const broken = SLOTS.filter((index) => !loads[index]);
    broken.forEach((index, order) =>
      setError(
        `images.${index}` as const,
        { type: 'load', message: HERO_IMAGE_MISSING_MESSAGE },
        { shouldFocus: order === 0 },
      ),
    );
    if (broken.length > 0) return;
    await saveSection({ images: values.images.filter((url) => url.length > 0) });
  };

  return (
    <FormCard
      title="Home page hero"
      description="The two large pictures that take turns at the top of the home page."
      {...cardProps(onValid)}
    >
      <UnsavedChangesGuard dirty={isDirty} what="the hero images" />
      <p className="mb-5 flex items-start gap-2.5 rounded-xl bg-amber-50 p-3.5 text-sm text-amber-950 ring-1 ring-amber-200">
        <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        {HERO_IMAGE_TIP}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        {SLOTS.map((index) => (
          <HeroImageSlot key={index} index={index} form={form} />
        ))}
      </div>
    </FormCard>
  );
}
