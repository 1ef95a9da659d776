import { useId, type ComponentProps, type ReactNode } from 'react';

const BOX_CLASS = 'size-5 shrink-0 rounded border-stone-400 accent-brand-600';

/**
 * One checkbox with its label beside it (the whole label toggles it), and an optional hint under the label.
 * `inline` makes it one short row, the box centred beside its label and the whole row pressable (at least 24 px
 * tall, a finger's smallest target), for lists and grids of choices (it shows no hint). Everything else goes to the input, react-hook-form's `register()` included:
 * `<CheckboxField label="Email me offers" {...register('marketingConsent')} />`
 */
export function CheckboxField({
  label,
  hint,
  inline = false,
  className = '',
  ...input
}: { label: ReactNode; hint?: ReactNode; inline?: boolean; className?: string } & Omit<
  ComponentProps<'input'>,
  'type' | 'id' | 'children' | 'className'
>) {
  const id = useId();
  const hintId = `${id}-hint`;
  if (inline) {
    return (
      <label
        className={`inline-flex min-h-6 items-center gap-2.5 text-sm font-medium text-stone-800 ${className}`.trim()}
      >
        <input type="checkbox" {...input} className={BOX_CLASS} />
        {label}
      </label>
    );
  }
  return (
    <div className={`flex items-start gap-3 ${className}`.trim()}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        {...input}
        className={`mt-0.5 ${BOX_CLASS}`}
      />
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-sm text-stone-600">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
