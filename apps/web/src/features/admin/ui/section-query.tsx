import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailedAlert } from './load-failed-alert';

/** A list section's three states before its content: the skeleton, the failure with 'Try Again', the data. */
export function SectionQuery<T>({
  query,
  skeleton,
  failureTitle,
  children,
}: {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  failureTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return skeleton;
  if (query.isError) {
    return (
      <LoadFailedAlert
        title={failureTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
