import { imageFileProblem } from '@flame/shared';
import { ImageOff, ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';

/**
 * An image chooser with a preview: shows the current image (`currentUrl`) or the chosen file, and refuses a
 * non-image or a file over 5 MB with the shared upload messages (`@flame/shared`) before anything is sent. A preview that cannot be loaded
 * says so.
 */
export function ImageField({
  label,
  currentUrl,
  file,
  onFileChange,
  hint,
  aspect = 'aspect-[4/3]',
}: {
  label: string;
  currentUrl?: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  hint?: string;
  /** Tailwind aspect class of the preview box. */
  aspect?: string;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  // A blob URL made when the file is chosen; shown only while that file is still the chosen one.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const preview = (file && chosen?.file === file ? chosen.url : null) ?? currentUrl ?? null;
  // The preview that failed to load, so the box says so instead of showing the browser's broken-image icon.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <div className={`relative overflow-hidden rounded-xl bg-cream-100 ring-1 ring-cream-200 ${aspect}`}>
        {preview && preview === brokenUrl ? (
          <div className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center text-sm font-medium text-red-800">
            <ImageOff aria-hidden="true" className="size-8" />
            This image cannot be loaded.
          </div>
        ) : preview ? (
          <img
            src={preview}
            alt=""
            onError={() => setBrokenUrl(preview)}
            className="size-full object-cover"
          />
        ) : (
          <div className="grid size-full place-items-center text-stone-500">
            <ImagePlus aria-hidden="true" className="size-8" />
          </div>
        )}
        {file && (
          <button
            type="button"
            onClick={() => onFileChange(null)}
            aria-label="Remove the chosen image"
            className="absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-white/90 text-stone-700 shadow-card hover:text-brand-700"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-labelledby={`${id}-label`}
        aria-describedby={
          [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
        }
        onChange={(event) => {
          const picked = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (!picked) return;
          const problem = imageFileProblem(picked);
          setError(problem);
          if (chosen) URL.revokeObjectURL(chosen.url);
          setChosen(problem ? null : { file: picked, url: URL.createObjectURL(picked) });
          onFileChange(problem ? null : picked);
        }}
        className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
