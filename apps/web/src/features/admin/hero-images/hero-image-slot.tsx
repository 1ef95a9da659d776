import { isSiteImagePath, type HeroImagesForm } from '@flame/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { useUploadHeroImage } from '../../../api/restaurant';
import { Button } from '../../../components/ui/button';
import { Field, fieldControlClass } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { ImageField } from '../ui/image-field';
import { useOwnedRestaurant } from '../shell/owned-restaurant';

/**
 * One hero image: a chosen file is uploaded at once and its URL fills the field; or a path of this site is
 * typed in. The preview shows what will be saved.
 */
export function HeroImageSlot({ index, form }: { index: number; form: UseFormReturn<HeroImagesForm> }) {
  const field = `images.${index}` as const;
  const {
    register,
    setValue,
    control,
    formState: { errors },
  } = form;
  const upload = useUploadHeroImage(useOwnedRestaurant()._id);
  const [file, setFile] = useState<File | null>(null);
  const url = useWatch({ control, name: field });
  const preview = url && isSiteImagePath(url) ? url : null;
  const label = `Hero image ${index + 1}`;

  const onFileChange = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    try {
      const { url: uploaded } = await upload.mutateAsync(chosen);
      setValue(field, uploaded, { shouldDirty: true, shouldValidate: true });
      toast.success(`${label} uploaded. Save Changes to show it on the home page.`);
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to upload the image'));
    } finally {
      setFile(null);
    }
  };

  return (
    <fieldset className="flex flex-col gap-4 rounded-xl p-4 ring-1 ring-cream-200">
      <legend className="px-1 font-display text-lg font-bold text-stone-900">{label}</legend>
      <ImageField
        label={`Upload ${label.toLowerCase()}`}
        currentUrl={preview}
        file={file}
        onFileChange={(chosen) => void onFileChange(chosen)}
        aspect="aspect-video"
        hint={upload.isPending ? 'Uploading...' : 'JPEG, PNG, WebP or GIF, up to 5 MB.'}
      />
      <Field
        label={`${label} URL`}
        hint="Or the path of an image on this site, starting with /"
        error={errors.images?.[index]?.message}
      >
        {(props) => (
          <input
            type="text"
            {...props}
            {...register(field)}
            inputMode="url"
            placeholder="/uploads/…"
            className={fieldControlClass}
          />
        )}
      </Field>
      {url && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => setValue(field, '', { shouldDirty: true, shouldValidate: true })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Remove {label.toLowerCase()}
        </Button>
      )}
    </fieldset>
  );
}
