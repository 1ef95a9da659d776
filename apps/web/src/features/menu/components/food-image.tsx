import { UtensilsCrossed } from 'lucide-react';

/**
 * A dish image with its intrinsic size (no layout shift), or a plate icon when the dish has none. The box
 * size comes from `className`; the picture covers it.
 */
export function FoodImage({
  src,
  alt = '',
  width,
  height,
  priority = false,
  className = '',
}: {
  src: string | undefined;
  alt?: string;
  width: number;
  height: number;
  /** Above the fold: load at once, with high priority (the page's largest image). */
  priority?: boolean;
  className?: string;
}) {
  if (!src) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={`grid place-items-center bg-cream-100 text-brand-300 ${className}`.trim()}
      >
        <UtensilsCrossed aria-hidden="true" className="size-1/4 max-h-16 max-w-16" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`bg-cream-100 object-cover ${className}`.trim()}
    />
  );
}
