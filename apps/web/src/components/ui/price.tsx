import { formatPrice } from '@flame/shared';

/** A price in dollars as `$12.50`; with `original` above it, the old price is struck through. */
export function Price({
  amount,
  original,
  className = '',
}: {
  amount: number;
  original?: number;
  className?: string;
}) {
  const discounted = original !== undefined && original > amount;
  return (
    <span className={`tabular-nums ${className}`.trim()}>
      {discounted && (
        <>
          <span className="sr-only">Was </span>
          <s className="mr-1.5 text-sm font-normal text-stone-500">{formatPrice(original)}</s>
          <span className="sr-only">, now </span>
        </>
      )}
      {formatPrice(amount)}
    </span>
  );
}
