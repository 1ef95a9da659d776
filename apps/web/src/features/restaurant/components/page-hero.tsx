import type { ReactNode } from 'react';

/**
 * The banner at the top of a restaurant page: a full-width image under a dark warm wash, with the page's
 * heading on a solid panel. The image has its size, so nothing moves when it arrives.
 */
export function PageHero({
  image,
  eyebrow,
  title,
  children,
  size = 'lg',
}: {
  image: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  size?: 'md' | 'lg';
}) {
  const padding =
    size === 'lg' ? 'pt-20 pb-28 sm:pt-28 sm:pb-36 lg:pt-32 lg:pb-40' : 'py-16 sm:py-20 lg:py-24';
  return (
    <section className="relative isolate overflow-hidden bg-stone-900 text-white">
      <img
        src={image}
        alt=""
        width={1920}
        height={1080}
        fetchPriority="high"
        className="absolute inset-0 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-stone-950/90 via-stone-950/65 to-brand-900/40"
      />
      <div className={`relative container-page ${padding}`}>
        {/* The words sit on a solid panel, never on the photo: readable on any photo the owner uploads. */}
        <div className="max-w-3xl rounded-card bg-stone-950 p-6 sm:p-8">
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wider text-saffron-400 uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-3 font-display text-4xl font-bold text-balance sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          {children && (
            <div className="mt-5 text-lg leading-relaxed text-stone-100 sm:text-xl">{children}</div>
          )}
        </div>
      </div>
    </section>
  );
}
