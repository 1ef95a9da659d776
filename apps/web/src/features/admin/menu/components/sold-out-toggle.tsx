import { SOLD_OUT_LABEL } from '@flame/shared';
import { CircleSlash } from 'lucide-react';

/**
 * One tap marks a dish sold out until the next opening, another brings it back: a toggle button
 * (`aria-pressed`) named after the dish. While `busy` it ignores taps and keeps the focus.
 */
export function SoldOutToggle({
  dishName,
  soldOut,
  busy = false,
  onChange,
}: {
  dishName: string;
  soldOut: boolean;
  busy?: boolean;
  onChange: (soldOut: boolean) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={soldOut}
      aria-label={`${SOLD_OUT_LABEL}: ${dishName}`}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onChange(!soldOut);
      }}
      className={`inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 transition-colors ring-inset focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-disabled:cursor-wait ${
        soldOut
          ? 'bg-amber-100 text-amber-950 ring-amber-300 hover:bg-amber-200'
          : 'bg-white text-stone-700 ring-stone-300 hover:bg-cream-100'
      }`}
    >
      <CircleSlash aria-hidden="true" className="size-4" />
      {SOLD_OUT_LABEL}
    </button>
  );
}
