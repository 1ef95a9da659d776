import type { Order } from '@flame/shared';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useCart } from '../../../lib/cart/cart-context';
import type { CartLine } from '../../../lib/cart/cart-store';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { useAuth } from '../../../lib/auth/auth-context';
import { useFoods } from '../../../api/foods';
import { usePickupHours } from '../../../api/opening-hours';
import { CheckoutForm } from '../components/checkout-form';
import { blockedReason, checkoutLines, checkoutTotal } from '../../../lib/cart/checkout-lines';
import { CheckoutSummary } from '../components/checkout-summary';
import { PageMessage } from '../../../components/ui/page-message';
import { JUST_PLACED_STATE } from '../hooks/use-just-placed';
import { OrderingNotice } from '../../../components/ordering-notice';

export const head: HeadFunction = () => ({ title: pageTitle('Pick Up') });

/**
 * `/checkout`: visitors go to /login, an empty cart goes to /menu; otherwise 'Pick Up' with the
 * order summary and the pickup form. Success takes the ordered lines out of the cart and opens `/order/{id}`.
 */
export default function CheckoutPage() {
  const { status } = useAuth();
  const cart = useCart();
  const navigate = useNavigate();
  const [placed, setPlaced] = useState(false);

  if (placed) return <CheckoutSkeleton />;
  if (status === 'unknown' || !cart.hydrated) return <CheckoutSkeleton />;
  if (status === 'signed-out') return <Navigate to={paths.login.href(paths.checkout.href())} replace />;
  if (cart.lines.length === 0) return <Navigate to={paths.menu.href()} replace />;

  const onPlaced = (order: Order, ordered: readonly CartLine[]) => {
    setPlaced(true);
    void navigate(paths.order.href(order._id), { replace: true, state: JUST_PLACED_STATE });
    cart.actions.removeOrdered(ordered);
  };
  return <Checkout onPlaced={onPlaced} />;
}

function Checkout({ onPlaced }: { onPlaced: (order: Order, ordered: readonly CartLine[]) => void }) {
  const cart = useCart();
  const menu = useFoods();
  const hours = usePickupHours();
  const [refused, setRefused] = useState<string[]>([]);
  const [soldOut, setSoldOut] = useState<string[]>([]);
  const [pickupTime, setPickupTime] = useState('');

  const lines = checkoutLines(
    cart.lines,
    menu.data,
    refused,
    soldOut,
    pickupTime ? new Date(pickupTime) : undefined,
  );
  const total = checkoutTotal(lines.filter((line) => !line.problem));
  const blocked = blockedReason(lines);
  // The server's 'sold out' was for the time it was sent with: another time is checked anew.
  const onPickupTimeChange = (time: string) => {
    setPickupTime(time);
    setSoldOut([]);
  };

  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="font-display text-3xl font-bold text-stone-900 sm:text-4xl">Pick Up</h1>
      <OrderingNotice className="mt-4" />
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
        <CheckoutSummary lines={lines} total={total} onRemove={(lineKey) => cart.actions.remove(lineKey)} />
        {hours.isPending ? (
          <div className={`${skeletonBlockClass} h-[30rem]`} />
        ) : hours.isError ? (
          <PageMessage
            icon={CircleAlert}
            tone="error"
            title="Pickup times are unavailable"
            actions={
              <Button onClick={() => void hours.refetch()} busy={hours.isFetching}>
                Try Again
              </Button>
            }
          >
            <p>{errorMessage(hours.error, 'Failed to fetch opening hours')}</p>
          </PageMessage>
        ) : (
          <CheckoutForm
            lines={lines}
            total={total}
            openingHours={hours.data.openingHours}
            timeZone={hours.data.timeZone}
            blocked={blocked}
            onRefused={setRefused}
            onSoldOut={setSoldOut}
            onPickupTimeChange={onPickupTimeChange}
            onPlaced={onPlaced}
          />
        )}
      </div>
    </div>
  );
}

/**
 * What /checkout shows until it knows who is signed in and what the cart holds: both live in the browser, so
 * this is also the page's first HTML. Shown at once, not after the usual delay, so a slow phone sees the page's
 * shape (never an empty body) until the app has started.
 */
function CheckoutSkeleton() {
  return (
    <div className="container-page py-8 sm:py-12">
      <Skeleton label="Loading checkout..." delayMs={0}>
        <div className={`${skeletonBlockClass} h-10 w-40`} />
        <div className="mt-6 grid gap-6 lg:grid-cols-2 lg:gap-8">
          <div className={`${skeletonBlockClass} h-80`} />
          <div className={`${skeletonBlockClass} h-[30rem]`} />
        </div>
      </Skeleton>
    </div>
  );
}
