import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';

export type BannerTone = 'success' | 'error' | 'info';

const TONES: Record<BannerTone, { box: string; icon: typeof Info }> = {
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: CircleCheck },
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info },
};

/**
 * A message box: errors are announced at once (role="alert"), the others politely (role="status").
 * `focusOnShow`: it takes the focus when it appears (the outcome of a form's send), so keyboard and screen
 * reader users land on it.
 */
export function Banner({
  tone = 'info',
  title,
  children,
  onDismiss,
  dismissLabel = 'Dismiss',
  className = '',
  focusOnShow = false,
}: {
  tone?: BannerTone;
  title?: string;
  children?: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
  className?: string;
  focusOnShow?: boolean;
}) {
  const { box, icon: Icon } = TONES[tone];
  const self = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnShow) self.current?.focus();
  }, [focusOnShow]);
  return (
    <div
      ref={self}
      tabIndex={focusOnShow ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-card border p-4 text-sm ${box} ${className}`.trim()}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-1' : ''}>{children}</div>}
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-m-1.5 grid size-8 shrink-0 place-items-center rounded-full hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-current"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
