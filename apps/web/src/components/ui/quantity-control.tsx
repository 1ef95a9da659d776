import { Minus, Plus } from 'lucide-react';

export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;

const stepClass =
  'grid size-11 place-items-center rounded-full text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-stone-700';

/** Minus, the quantity, plus; never below 1. The quantity is announced when it changes. */
export function QuantityControl({
  value,
  onChange,
  min = QUANTITY_MIN,
  max = QUANTITY_MAX,
}: {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
}) {
  return (
    <div
      role="group"
      aria-label="Quantity"
      className="inline-flex items-center gap-1 rounded-full bg-white p-0.5 ring-1 ring-stone-300"
    >
      <button
        type="button"
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={value <= min}
        aria-label="Decrease quantity"
        className={stepClass}
      >
        <Minus aria-hidden="true" className="size-5" />
      </button>
      <output
        aria-live="polite"
        className="min-w-8 text-center text-lg font-semibold text-stone-900 tabular-nums"
      >
        <span className="sr-only">Quantity: </span>
        {value}
      </output>
      <button
        type="button"
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
        aria-label="Increase quantity"
        className={stepClass}
      >
        <Plus aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
