import { PASSWORD_SCORE_LABELS, type PasswordStrength } from '@flame/shared';

const BAR_COLOURS = ['bg-red-700', 'bg-red-700', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-700'];

/**
 * How strong the new password is, as four bars and a word, with the estimator's advice while it is too weak
 * (left out with `withAdvice={false}` while the field's error already gives it). The text is announced politely
 * as it changes.
 */
export function PasswordStrengthMeter({
  strength,
  withAdvice = true,
}: {
  strength: PasswordStrength | null;
  withAdvice?: boolean;
}) {
  const label = strength ? PASSWORD_SCORE_LABELS[strength.score] : '';
  return (
    <div className="-mt-2 flex flex-col gap-1.5" data-testid="password-strength">
      <div
        role="meter"
        aria-label="Password strength"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={strength?.score ?? 0}
        aria-valuetext={label || 'Not rated yet'}
        className="grid grid-cols-4 gap-1"
      >
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={`h-1.5 rounded-full ${
              strength && Math.max(strength.score, 1) >= step ? BAR_COLOURS[strength.score] : 'bg-stone-200'
            }`}
          />
        ))}
      </div>
      <p aria-live="polite" className="min-h-5 text-sm text-stone-700">
        {strength && (
          <>
            <span className="font-semibold">Strength: {label}.</span>
            {withAdvice && strength.feedback && ` ${strength.feedback}`}
          </>
        )}
      </p>
    </div>
  );
}
