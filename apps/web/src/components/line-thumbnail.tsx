import { UtensilsCrossed } from 'lucide-react';

const SIZES = {
  md: { px: 64, box: 'size-16', icon: 'size-6' },
  sm: { px: 56, box: 'size-14', icon: 'size-5' },
};

/** A dish's picture beside its line (cart, checkout, an order); a plate icon when it has none. */
export function LineThumbnail({
  image,
  loading,
  size = 'md',
}: {
  image: string | null | undefined;
  loading?: 'lazy';
  size?: keyof typeof SIZES;
}) {
  const { px, box, icon } = SIZES[size];
  return image ? (
    <img
      src={image}
      alt=""
      width={px}
      height={px}
      loading={loading}
      className={`${box} shrink-0 rounded-lg bg-cream-100 object-cover`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`grid ${box} shrink-0 place-items-center rounded-lg bg-cream-100 text-brand-600`}
    >
      <UtensilsCrossed className={icon} />
    </span>
  );
}
