import type { UseQueryResult } from '@tanstack/react-query';
import { BarChart3, Download, RefreshCw, TriangleAlert } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';

/**
 * 'Download CSV' of one report (or another file): the file comes with the owner's token; a failure is a toast.
 * `label` names what it downloads where several such buttons share the screen ('Download CSV: Sales').
 */
export function DownloadCsvButton({
  label,
  text = 'Download CSV',
  download,
}: {
  label?: string;
  text?: string;
  download: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={busy}
      aria-label={label === undefined ? undefined : `${text}: ${label}`}
      onClick={() => {
        setBusy(true);
        download()
          .catch((error: unknown) => toast.error('Download failed', { description: errorMessage(error) }))
          .finally(() => setBusy(false));
      }}
    >
      <Download aria-hidden="true" className="size-4" />
      {text}
    </Button>
  );
}

/**
 * One report on the screen: its title, 'Download CSV', then its chart and table; or, while it loads, a skeleton
 * of that shape; when it fails, the reason and 'Try Again'; when the range has nothing, a line that says so.
 * A new range keeps the last figures, dimmed, until its own arrive.
 */
export function ReportCard<T>({
  title,
  description,
  query,
  isEmpty,
  emptyText,
  download,
  controls,
  children,
}: {
  title: string;
  description?: ReactNode;
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  download: () => Promise<void>;
  controls?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const titleId = useId();
  const { data } = query;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Skeleton label={`Loading ${title.toLowerCase()}...`}>
        <div className={`${skeletonBlockClass} h-64`} />
      </Skeleton>
    );
  } else if (query.isError && !query.isPlaceholderData) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-card bg-red-50 p-4 text-red-900">
        <p className="flex items-center gap-2 font-semibold">
          <TriangleAlert aria-hidden="true" className="size-5" />
          Failed to load {title.toLowerCase()}
        </p>
        <p className="text-sm">{errorMessage(query.error)}</p>
        <Button size="sm" onClick={() => void query.refetch()} busy={query.isFetching}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Try Again
        </Button>
      </div>
    );
  } else if (data === undefined || isEmpty(data)) {
    body = (
      <p className="flex items-center gap-2 rounded-card bg-cream-50 p-4 text-stone-700">
        <BarChart3 aria-hidden="true" className="size-5 text-stone-500" />
        {emptyText}
      </p>
    );
  } else {
    body = (
      <div
        aria-busy={query.isPlaceholderData || undefined}
        className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
      >
        {children(data)}
      </div>
    );
  }
  return (
    <section
      aria-labelledby={titleId}
      className="min-w-0 rounded-card bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-display text-xl font-bold text-stone-900">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-stone-600">{description}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {controls}
          <DownloadCsvButton label={title} download={download} />
        </div>
      </div>
      {body}
    </section>
  );
}

/** The table under a chart: scrolls sideways inside its card on a narrow screen rather than the page. */
export function ReportTable({
  caption,
  dense = false,
  children,
}: {
  caption: string;
  /** Many narrow columns (a week's days): smaller type on a phone, so the week fits (cells set their padding). */
  dense?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className="mt-4 overflow-x-auto rounded-lg ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      // A sideways-scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={`${caption}, scrollable`}
    >
      <table className={`w-full text-left tabular-nums ${dense ? 'text-xs sm:text-sm' : 'text-sm'}`}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

/** A header and a body cell of a report table; each table adds its cells' sideways padding. */
export const thClass = 'bg-cream-50 py-2 font-semibold text-stone-700';
export const tdClass = 'border-t border-cream-200 py-2 text-stone-800';
