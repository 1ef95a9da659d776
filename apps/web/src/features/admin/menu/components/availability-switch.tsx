/**
 * The availability toggle of a dish card: a real switch (`role="switch"`, `aria-checked`) named after the dish.
 * Its visible word is always 'Available' and begins its name (a voice user says what they read); off reads as a
 * grey track and the card's 'Hidden' badge.
 */
export function AvailabilitySwitch({
  dishName,
  checked,
  disabled = false,
  onChange,
}: {
  dishName: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`Available: ${dishName}`}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="group inline-flex min-h-10 items-center gap-2 rounded-full py-1 pr-1 text-sm font-semibold text-stone-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-wait"
    >
      <span
        aria-hidden="true"
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors motion-reduce:transition-none ${
          checked ? 'bg-emerald-600' : 'bg-stone-300'
        }`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow-card transition-transform motion-reduce:transition-none ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </span>
      <span aria-hidden="true" className={checked ? 'text-emerald-800' : 'text-stone-600'}>
        Available
      </span>
    </button>
  );
}
