import { Armchair } from 'lucide-react';

/** A table's photo at 4:3 (seed artwork or an upload), or a plain placeholder when it has none. */
export function TableImage({
  src,
  dimmed,
  priority = false,
  className = '',
}: {
  src: string | null;
  dimmed: boolean;
  /** In the first screenful: loaded at once, not when scrolled near. */
  priority?: boolean;
  className?: string;
}) {
  const look = `w-full object-cover sm:aspect-[4/3] ${dimmed ? 'opacity-50 grayscale' : ''} ${className}`;
  if (!src) {
    return (
      <div className={`grid place-items-center bg-cream-100 text-brand-300 ${look}`}>
        <Armchair aria-hidden="true" className="size-12" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={800}
      height={600}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={look}
    />
  );
}
