/**
 * An on/off switch (`role="switch"`, `aria-checked`) with its label, and its state written beside it so it
 * does not rest on colour alone. Without a visible label, `ariaLabel` names it. While `busy` (its change is being
 * saved) it is aria-disabled and ignores presses, and keeps the focus, as a busy `Button` does.
 */
export function Switch({
  label,
  ariaLabel,
  checked,
  busy = false,
  onChange,
  onText = 'On',
  offText = 'Off',
}: {
  label?: string;
  ariaLabel?: string;
  checked: boolean;
  busy?: boolean;
  onChange: (checked: boolean) => void;
  onText?: string;
  offText?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={ariaLabel}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
      className="inline-flex min-h-10 items-center gap-3 rounded-full py-1 pr-2 text-left text-sm font-semibold text-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-disabled:cursor-wait aria-disabled:opacity-70"
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
      {label}
      <span aria-hidden="true" className={checked ? 'text-emerald-800' : 'text-stone-600'}>
        {checked ? onText : offText}
      </span>
    </button>
  );
}
