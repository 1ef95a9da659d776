import { PASSWORD_SCORE_LABELS } from '@flame/shared';
import type { PasswordRating } from '../../lib/password/use-password-strength';

const BAR_COLOURS = ['bg-red-700', 'bg-red-700', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'];

/** What the meter says without a rating to show: before typing, on the first wait, and when none came. */
const WITHOUT_RATING: Record<PasswordRating['status'], { valueText: string; line: string }> = {
  empty: { valueText: 'Not rated yet', line: '' },
  checking: { valueText: 'Checking strength', line: 'Checking strength…' },
  rated: { valueText: 'Not rated yet', line: '' },
  unavailable: {
    valueText: 'Not rated',
    line: 'The strength could not be checked just now. It is checked when you submit.',
  },
};

/**
 * How strong the new password is, as four bars and a word, with the rule's advice while it is too weak (left
 * out with `withAdvice={false}` while the field's error already gives it). While the next rating is awaited the
 * last one stays, its bars faded and its text greyed (still readable); the text is announced politely as it
 * changes.
 */
export function PasswordStrengthMeter({
  rating,
  withAdvice = true,
}: {
  rating: PasswordRating;
  withAdvice?: boolean;
}) {
  const { shown, status } = rating;
  const label = shown ? PASSWORD_SCORE_LABELS[shown.score] : '';
  const waiting = status === 'checking';
  return (
    <div className="-mt-2 flex flex-col gap-1.5" data-testid="password-strength">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={shown?.score ?? 0}
        aria-valuetext={label || WITHOUT_RATING[status].valueText}
        aria-busy={waiting}
        className={`grid grid-cols-4 gap-1 transition-opacity ${waiting && shown ? 'opacity-50' : ''}`}
      >
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={`h-1.5 rounded-full ${
              shown && Math.max(shown.score, 1) >= step ? BAR_COLOURS[shown.score] : 'bg-stone-200'
            }`}
          />
        ))}
      </div>
      <p aria-live="polite" className={`min-h-5 text-sm ${waiting ? 'text-stone-500' : 'text-stone-700'}`}>
        {shown ? (
          <>
            <span className="font-semibold">Strength: {label}.</span>
            {withAdvice && shown.feedback && ` ${shown.feedback}`}
          </>
        ) : (
          WITHOUT_RATING[status].line
        )}
      </p>
    </div>
  );
}
