import type { ReactNode } from 'react';

/** A section's small label, display heading and optional intro, the same on every restaurant page. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'left',
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'left' | 'center';
}) {
  const centred = align === 'center';
  return (
    <div className={centred ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 font-display text-3xl font-bold text-balance text-stone-900 sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-4 text-base leading-relaxed text-stone-700 sm:text-lg">{children}</div>}
    </div>
  );
}
