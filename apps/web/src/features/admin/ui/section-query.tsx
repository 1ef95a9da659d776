import type { ReactNode } from 'react';
import { LoadFailedAlert } from './load-failed-alert';
import { ReloadFailedNotice } from './reload-failed-notice';

/** What a section reads of its query (or of several, through `combinedQuery`). */
export interface SectionQueryState<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data: T | undefined;
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

/**
 * A list section's states before its content: the skeleton, the failure with 'Try Again', the data. A reload
 * that fails keeps the data it had on screen, under a notice of the failure with 'Try Again'.
 */
export function SectionQuery<T>({
  query,
  skeleton,
  failureTitle,
  children,
}: {
  query: SectionQueryState<T>;
  skeleton: ReactNode;
  failureTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return skeleton;
  const retry = () => void query.refetch();
  if (query.data === undefined) {
    return (
      <LoadFailedAlert title={failureTitle} error={query.error} onRetry={retry} retrying={query.isFetching} />
    );
  }
  return (
    <>
      {query.isError && (
        <ReloadFailedNotice
          title={failureTitle}
          error={query.error}
          updatedAt={query.dataUpdatedAt}
          onRetry={retry}
          retrying={query.isFetching}
        />
      )}
      {children(query.data)}
    </>
  );
}
