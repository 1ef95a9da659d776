import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';
import { errorMessage } from '../../../lib/api-client';

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
      actions={
        <Button onClick={onRetry} busy={retrying}>
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${retrying ? 'animate-spin motion-reduce:animate-none' : ''}`}
          />
          Try Again
        </Button>
      }
    >
      {errorMessage(error)}
    </PageMessage>
  );
}
