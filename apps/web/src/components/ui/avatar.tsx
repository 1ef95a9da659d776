import { initials } from '@flame/shared';

const LOOKS = {
  /** A team member's portrait: a warm frame behind the photo, large initials in the display face. */
  portrait: {
    photo: 'bg-cream-200',
    initials: 'bg-brand-50 font-display font-bold text-brand-700',
  },
  /** A small round badge beside a name (reviewers). */
  badge: {
    photo: '',
    initials: 'bg-brand-100 font-semibold text-brand-800',
  },
} as const;

export type AvatarLook = keyof typeof LOOKS;

/**
 * A person's photo, or their initials when there is none ('Asha Gurung' → 'AG'). Decorative: the name is
 * always written beside it. `className` gives the shape, the size and the initials' text size, the same for
 * the photo and the initials, so nothing moves whichever shows.
 */
export function Avatar({
  name,
  src,
  size,
  look = 'portrait',
  className = '',
}: {
  name: string;
  src?: string | null;
  /** The photo's intrinsic size in CSS pixels (width and height attributes). */
  size: number;
  look?: AvatarLook;
  className?: string;
}) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className={`object-cover ${LOOKS[look].photo} ${className}`.trim()}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`grid place-items-center ${LOOKS[look].initials} ${className}`}>
      {initials(name)}
    </span>
  );
}
