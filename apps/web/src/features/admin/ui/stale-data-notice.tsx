import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { TryAgainButton } from './try-again-button';

/**
 * Over data that could not be read again: what was read stays below it, this says why and when it was read,
 * and 'Try Again' reads it again.
 */
export function StaleDataNotice({
  icon: Icon,
  title,
  children,
  onRetry,
  retrying,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {/* At least 15 rem of text: on a phone 'Try Again' goes below it rather than squeezing it. */}
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-semibold">{title}</p>
        <p className="mt-1">{children}</p>
      </div>
      <TryAgainButton size="sm" variant="secondary" onRetry={onRetry} retrying={retrying} />
    </div>
  );
}
