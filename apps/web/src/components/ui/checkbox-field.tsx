import { useId, type ComponentProps, type ReactNode } from 'react';

/**
 * One checkbox with its label beside it (the whole label toggles it), and an optional hint under the label.
 * Everything else goes to the input, react-hook-form's `register()` included:
 * `<CheckboxField label="Email me offers" {...register('marketingConsent')} />`
 */
export function CheckboxField({
  label,
  hint,
  className = '',
  ...input
}: { label: ReactNode; hint?: ReactNode; className?: string } & Omit<
  ComponentProps<'input'>,
  'type' | 'id' | 'children' | 'className'
>) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`flex items-start gap-3 ${className}`.trim()}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        {...input}
        className="mt-0.5 size-5 shrink-0 rounded border-stone-400 accent-brand-600"
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
