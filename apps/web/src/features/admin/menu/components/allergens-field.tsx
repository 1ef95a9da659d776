import { COMMON_ALLERGENS } from '@flame/shared';
import { useId } from 'react';
import { CheckboxField } from '../../../../components/ui/checkbox-field';

/**
 * The dish's allergens: the common ones it contains, or the explicit 'Contains no common allergens'; nothing
 * ticked means not known, which the dish page shows as 'not listed', never as none.
 */
export function AllergensField({
  value,
  onChange,
  error,
}: {
  /** null: not known; []: the owner confirmed none; else what it contains. */
  value: readonly string[] | null;
  onChange: (allergens: string[] | null) => void;
  error?: string;
}) {
  const hintId = useId();
  const errorId = useId();
  const contains = (name: string) => value?.includes(name) ?? false;
  const toggle = (name: string, checked: boolean) => {
    const others = (value ?? []).filter((item) => item !== name);
    const next = checked ? COMMON_ALLERGENS.filter((item) => item === name || others.includes(item)) : others;
    onChange(next.length > 0 ? next : null);
  };

  return (
    <fieldset
      aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
      className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-cream-200"
    >
      <legend className="px-1 text-sm font-semibold text-stone-900">Allergens</legend>
      <p id={hintId} className="text-sm text-stone-600">
        {value === null
          ? 'Not known yet: the dish page asks guests to check with you.'
          : value.length === 0
            ? 'The dish page says it contains none of the common allergens.'
            : `The dish page lists: ${value.join(', ')}.`}
      </p>
      <div className="grid grid-cols-2 gap-x-4 gap-y-2.5 sm:grid-cols-3">
        {COMMON_ALLERGENS.map((name) => (
          <CheckboxField
            key={name}
            inline
            label={name}
            checked={contains(name)}
            onChange={(event) => toggle(name, event.target.checked)}
          />
        ))}
      </div>
      <CheckboxField
        inline
        label="Contains no common allergens"
        className="border-t border-cream-200 pt-3"
        checked={value !== null && value.length === 0}
        onChange={(event) => onChange(event.target.checked ? [] : null)}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
