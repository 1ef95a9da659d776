import { CircleAlert } from 'lucide-react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { useAuth } from '../../../lib/auth/auth-context';
import { useTracking } from '../../../api/orders';
import { useOrderEvents } from '../api/order-events';
import { OrderSkeleton } from '../components/order-skeleton';
import { PageMessage } from '../../../components/ui/page-message';
import { SignInPrompt } from '../components/sign-in-prompt';
import { TrackingView } from '../components/tracking-view';

export const head: HeadFunction = () => ({ title: pageTitle('Live Tracking') });

/** `/tracking/{id}`: live by Server-Sent Events, not polling. */
export default function TrackingPage() {
  const { id = '' } = useParams();
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const tracking = useTracking(id, { enabled: signedIn });
  const live = useOrderEvents(id, { enabled: signedIn && tracking.isSuccess, shown: tracking.data });

  return (
    <div className="container-page py-8 sm:py-12">
      {status === 'signed-out' ? (
        <SignInPrompt title="Live Tracking" message="Please log in to follow your order" />
      ) : status === 'unknown' || tracking.isPending ? (
        <OrderSkeleton label="Loading tracking information..." />
      ) : tracking.isError ? (
        <PageMessage
          icon={CircleAlert}
          title="Tracking Not Found"
          headingLevel={1}
          tone={tracking.error instanceof ApiError && tracking.error.status === 404 ? 'neutral' : 'error'}
          actions={
            <>
              <ButtonLink to={paths.orders.href()}>View Orders</ButtonLink>
              <Button variant="secondary" onClick={() => void tracking.refetch()} busy={tracking.isFetching}>
                Try Again
              </Button>
            </>
          }
        >
          <p>
            {tracking.error instanceof ApiError && tracking.error.status === 404
              ? 'No tracking information available for this order.'
              : errorMessage(tracking.error, 'Failed to load tracking information')}
          </p>
        </PageMessage>
      ) : (
        <TrackingView tracking={tracking.data} live={live} />
      )}
    </div>
  );
}
