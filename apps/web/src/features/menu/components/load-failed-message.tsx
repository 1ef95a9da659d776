import { CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { PageMessage } from '../../../components/ui/page-message';

/** A list that failed to load: the list's title ('Failed to load …'), the error text and 'Try Again' (refetch). */
export function LoadFailedMessage({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <PageMessage
      icon={CircleAlert}
      tone="error"
      title={title}
      actions={
        <Button onClick={onRetry} busy={retrying}>
          Try Again
        </Button>
      }
    >
      <p>{message}</p>
    </PageMessage>
  );
}
