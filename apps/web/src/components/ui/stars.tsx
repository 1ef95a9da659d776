import { IconRow } from './icon-row';

/** Star sizes in rem (Tailwind's size-4, size-5 and size-6) and the gap between stars (gap-0.5). */
const STAR_REM = { sm: 1, md: 1.25, lg: 1.5 } as const;
const STAR_GAP_REM = 0.125;

/** 'Rated 4.5 out of 5': one decimal at most. */
export function ratingLabel(rating: number, max = 5): string {
  return `Rated ${Number(rating.toFixed(1))} out of ${max}`;
}

/**
 * How much of the row of stars is filled, in rem: the rating rounded to halves; each whole star with the gap
 * after it, then the left half of a half star.
 */
export function starFillRem(rating: number, max: number, starRem: number): number {
  const halves = Math.round(Math.min(max, Math.max(0, rating)) * 2);
  const whole = Math.floor(halves / 2);
  const width = whole * (starRem + STAR_GAP_REM) + (halves % 2) * (starRem / 2);
  return Math.min(width, max * starRem + (max - 1) * STAR_GAP_REM);
}

/** A 5-star display in halves, read by screen readers as one image: "Rated 4.5 out of 5". */
export function Stars({
  rating,
  max = 5,
  size = 'md',
  className = '',
}: {
  rating: number;
  max?: number;
  size?: keyof typeof STAR_REM;
  className?: string;
}) {
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating, max)}
      className={`inline-flex items-center ${className}`.trim()}
    >
      <IconRow
        kind="star"
        count={max}
        sizeRem={STAR_REM[size]}
        gapRem={STAR_GAP_REM}
        filledRem={starFillRem(rating, max, STAR_REM[size])}
      />
    </span>
  );
}
