import { UtensilsCrossed } from 'lucide-react';

/** A dish's picture beside its line in the cart or the checkout summary; a plate icon when it has none. */
export function LineThumbnail({ image, loading }: { image: string | null | undefined; loading?: 'lazy' }) {
  return image ? (
    <img
      src={image}
      alt=""
      width={64}
      height={64}
      loading={loading}
      className="size-16 shrink-0 rounded-lg bg-cream-100 object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="grid size-16 shrink-0 place-items-center rounded-lg bg-cream-100 text-brand-600"
    >
      <UtensilsCrossed className="size-6" />
    </span>
  );
}
