import { CircleAlert, ShoppingBag } from 'lucide-react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { useAuth } from '../../../lib/auth/auth-context';
import { useOrders } from '../../../api/orders';
import { usePickupHours } from '../../../api/opening-hours';
import { OrderList } from '../components/order-list';
import { PageMessage } from '../../../components/ui/page-message';
import { SignInPrompt } from '../components/sign-in-prompt';

export const head: HeadFunction = () => ({ title: pageTitle('Your Orders') });

/** `/orders`: signed out, loading, error with 'Try Again', empty, or the order cards under their search. */
export default function OrdersPage() {
  const { status, sessionCheckError, recheckSession } = useAuth();
  const signedIn = status === 'signed-in';
  const orders = useOrders({ enabled: signedIn });
  const hours = usePickupHours();
  // The stored session could not be checked (the server unreachable) or the orders could not be loaded.
  const failure = sessionCheckError
    ? { error: sessionCheckError, retry: recheckSession, busy: false }
    : orders.isError
      ? { error: orders.error, retry: () => void orders.refetch(), busy: orders.isFetching }
      : null;

  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">Your Orders</h1>
      <div className="mt-6 sm:mt-8">
        {status === 'signed-out' ? (
          <SignInPrompt message="Please log in to view your orders" />
        ) : failure ? (
          <PageMessage
            icon={CircleAlert}
            tone="error"
            title="Failed to load orders"
            actions={
              <Button onClick={failure.retry} busy={failure.busy}>
                Try Again
              </Button>
            }
          >
            <p>{errorMessage(failure.error, 'Failed to fetch orders')}</p>
          </PageMessage>
        ) : status === 'unknown' || !orders.data ? (
          <OrdersSkeleton />
        ) : orders.data.length === 0 ? (
          <PageMessage
            icon={ShoppingBag}
            title="No orders yet"
            actions={<ButtonLink to={paths.menu.href()}>Browse Menu</ButtonLink>}
          >
            <p>Start exploring our menu and place your first order!</p>
          </PageMessage>
        ) : (
          <OrderList orders={orders.data} timeZone={hours.data?.timeZone} />
        )}
      </div>
    </div>
  );
}

function OrdersSkeleton() {
  return (
    <Skeleton label="Loading orders...">
      <ul className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((key) => (
          <li key={key} className={`${skeletonBlockClass} h-44`} />
        ))}
      </ul>
    </Skeleton>
  );
}
