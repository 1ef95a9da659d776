import { Star } from 'lucide-react';
import { useId } from 'react';
import { RequiredLabel } from '../../../components/ui/required-label';

const LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/**
 * 1 to 5 stars as a radio group: arrow keys move, each star is named ('4 stars, Very good'). The radios carry
 * the form field's `name`, by which a failed submit finds and focuses the group.
 */
export function StarRatingInput({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  error?: string;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-800">
        <RequiredLabel>Your rating</RequiredLabel>
      </legend>
      <div className="mt-2 flex items-center gap-1">
        {LABELS.map((label, index) => {
          const rating = index + 1;
          const filled = rating <= value;
          return (
            <label
              key={rating}
              className="relative cursor-pointer rounded-full p-1 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <span className="sr-only">
                {rating} {rating === 1 ? 'star' : 'stars'}, {label}
              </span>
              <Star
                aria-hidden="true"
                className={`size-9 transition-colors ${filled ? 'fill-saffron-500 text-amber-600' : 'fill-stone-100 text-stone-400'}`}
              />
            </label>
          );
        })}
        <span className="ml-2 text-sm font-medium text-stone-700">
          {value ? LABELS[value - 1] : 'Choose 1 to 5 stars'}
        </span>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
