import { useEffect, useState, type ReactNode } from 'react';

/** How long a load may take before a skeleton appears: fast answers don't flash. */
export const SKELETON_DELAY_MS = 300;

/** The look of one grey placeholder block; use it for the shapes inside a `Skeleton`. */
export const skeletonBlockClass = 'animate-pulse rounded-card bg-stone-200/80 motion-reduce:animate-none';

/**
 * The one way to show loading: nothing for the first ~300 ms, then a pulsing block (or the given `children`
 * shapes). `label` is announced to screen readers. Renders nothing on the server, so hydration matches.
 */
export function Skeleton({
  className = 'h-4 w-full',
  label = 'Loading...',
  delayMs = SKELETON_DELAY_MS,
  children,
}: {
  className?: string;
  label?: string;
  delayMs?: number;
  children?: ReactNode;
}) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);

  if (!visible) return null;
  return (
    <div role="status">
      <span className="sr-only">{label}</span>
      <div aria-hidden="true">{children ?? <div className={`${skeletonBlockClass} ${className}`} />}</div>
    </div>
  );
}
