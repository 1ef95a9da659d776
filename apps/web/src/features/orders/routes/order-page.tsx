import { ORDER_PLACED_NOTICE } from '@flame/shared';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { useAuth } from '../../../lib/auth/auth-context';
import { useGuestOrder, useOrder } from '../../../api/orders';
import { usePickupHours } from '../../../api/opening-hours';
import { useOrderEvents } from '../api/order-events';
import { OrderDetails } from '../components/order-details';
import { OrderNotFound } from '../components/order-not-found';
import { OrderSkeleton } from '../components/order-skeleton';
import { SignInPrompt } from '../components/sign-in-prompt';
import { useJustPlaced } from '../hooks/use-just-placed';
import { Banner } from '../../../components/ui/banner';

export const head: HeadFunction = () => ({ title: pageTitle('Order') });

/**
 * `/order/{id}`: the order detail, kept live by the order's event stream. With `?key=…` (the signed link in the
 * emails of an order taken by phone) it opens without an account, live through the key's own stream.
 */
export default function OrderPage() {
  const { id = '' } = useParams();
  const guestKey = useSearchParams()[0].get('key') ?? '';
  const guest = guestKey !== '';
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const ownOrder = useOrder(id, { enabled: signedIn && !guest });
  const guestOrder = useGuestOrder(id, guestKey, { enabled: guest });
  const order = guest ? guestOrder : ownOrder;
  const hours = usePickupHours();
  const live = useOrderEvents(id, {
    enabled: (guest || signedIn) && order.isSuccess,
    shown: order.data,
    ...(guest ? { guestKey } : {}),
  });
  const justPlaced = useJustPlaced();
  const [placedNoticeOpen, setPlacedNoticeOpen] = useState(true);

  return (
    <div className="container-page py-8 sm:py-12">
      {status === 'signed-out' && !guest ? (
        <SignInPrompt title="Order" message="Please log in to view your order" />
      ) : (status === 'unknown' && !guest) || order.isPending ? (
        <OrderSkeleton />
      ) : order.isError ? (
        <OrderNotFound error={order.error} retrying={order.isFetching} onRetry={() => void order.refetch()} />
      ) : (
        <>
          {justPlaced && placedNoticeOpen && (
            <Banner tone="success" className="mb-6" onDismiss={() => setPlacedNoticeOpen(false)}>
              {ORDER_PLACED_NOTICE}
            </Banner>
          )}
          <OrderDetails order={order.data} timeZone={hours.data?.timeZone} live={live} guest={guest} />
        </>
      )}
    </div>
  );
}
