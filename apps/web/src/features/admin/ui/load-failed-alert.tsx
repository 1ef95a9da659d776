import { TriangleAlert } from 'lucide-react';
import { PageMessage } from '../../../components/ui/page-message';
import { errorMessage } from '../../../lib/api-client';
import { TryAgainButton } from './try-again-button';

/** A section whose data failed to load: the reason and 'Try Again', never an empty list. */
export function LoadFailedAlert({
  title,
  error,
  onRetry,
  retrying = false,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <PageMessage
      icon={TriangleAlert}
      tone="error"
      role="alert"
      title={title}
      actions={<TryAgainButton onRetry={onRetry} retrying={retrying} />}
    >
      {errorMessage(error)}
    </PageMessage>
  );
}
