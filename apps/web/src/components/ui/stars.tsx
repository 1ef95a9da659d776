import { Star } from 'lucide-react';

const SIZES = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const;

/** 'Rated 4.5 out of 5': one decimal at most. */
export function ratingLabel(rating: number, max = 5): string {
  return `Rated ${Number(rating.toFixed(1))} out of ${max}`;
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
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const halves = Math.round(Math.min(max, Math.max(0, rating)) * 2);
  return (
    <span
      role="img"
      aria-label={ratingLabel(rating, max)}
      className={`inline-flex items-center gap-0.5 ${className}`.trim()}
    >
      {Array.from({ length: max }, (_, index) => {
        const fill = Math.min(2, Math.max(0, halves - index * 2)); // 0 empty, 1 half, 2 full
        return (
          <span key={index} className={`relative inline-block ${SIZES[size]}`}>
            <Star
              aria-hidden="true"
              className={`absolute inset-0 fill-stone-200 text-stone-300 ${SIZES[size]}`}
            />
            {fill > 0 && (
              <span
                className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 2 ? 'w-full' : 'w-1/2'}`}
              >
                <Star aria-hidden="true" className={`fill-saffron-500 text-amber-600 ${SIZES[size]}`} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
