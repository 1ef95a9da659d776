import type { ReactNode } from 'react';

export type BadgeTone = 'brand' | 'neutral' | 'success' | 'warning' | 'info' | 'danger' | 'solid';

const TONES: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  solid: 'bg-brand-600 text-white ring-white',
};

/** A small label (status, 'Default', 'Veg', a count). Colours meet AA contrast on their own background. */
export function Badge({
  tone = 'brand',
  className = '',
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center justify-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[tone]} ${className}`.trim()}
    >
      {children}
    </span>
  );
}
