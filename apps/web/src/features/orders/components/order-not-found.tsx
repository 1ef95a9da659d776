import { SearchX } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { PageMessage } from '../../../components/ui/page-message';

/** 'Order Not Found' for a missing order, else the error; both can retry. */
export function OrderNotFound({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <PageMessage
      icon={SearchX}
      title="Order Not Found"
      headingLevel={1}
      tone={missing ? 'neutral' : 'error'}
      actions={
        <>
          <ButtonLink to={paths.orders.href()}>View All Orders</ButtonLink>
          <Button variant="secondary" onClick={onRetry} busy={retrying}>
            Try Again
          </Button>
        </>
      }
    >
      <p>
        {missing
          ? 'The order you are looking for does not exist.'
          : errorMessage(error, 'Failed to fetch order')}
      </p>
    </PageMessage>
  );
}
