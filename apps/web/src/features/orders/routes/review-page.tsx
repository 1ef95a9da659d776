import { canReview, orderName, orderNameWithCode, orderShortCode, type Order } from '@flame/shared';
import { CircleCheck, Clock } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { Stars } from '../../../components/ui/stars';
import { paths } from '../../../config/paths';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { useAuth } from '../../../lib/auth/auth-context';
import { useOrder } from '../../../api/orders';
import { OrderNotFound } from '../components/order-not-found';
import { PageMessage } from '../../../components/ui/page-message';
import { ReviewForm } from '../components/review-form';
import { SignInPrompt } from '../components/sign-in-prompt';

export const head: HeadFunction = () => ({ title: pageTitle('Review your order') });

/** `/orders/{id}/review`: 1 to 5 stars and text, once per picked-up order. */
export default function ReviewPage() {
  const { id = '' } = useParams();
  const { status } = useAuth();
  const order = useOrder(id, { enabled: status === 'signed-in' });
  const [sent, setSent] = useState(false);

  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      {status === 'signed-out' ? (
        <SignInPrompt title="Review your order" message="Please log in to review your order" />
      ) : status === 'unknown' || order.isPending ? (
        <Skeleton label="Loading order...">
          <div className={`${skeletonBlockClass} h-10 w-72`} />
          <div className={`${skeletonBlockClass} mt-6 h-80`} />
        </Skeleton>
      ) : order.isError ? (
        <OrderNotFound error={order.error} retrying={order.isFetching} onRetry={() => void order.refetch()} />
      ) : sent ? (
        <PageMessage
          icon={CircleCheck}
          title="Thank you for your review!"
          headingLevel={1}
          actions={
            <>
              <ButtonLink to={paths.order.href(id)}>Back to Order</ButtonLink>
              <ButtonLink to={paths.home.href()} variant="secondary">
                Home
              </ButtonLink>
            </>
          }
        >
          <p>Your rating now counts toward the restaurant's rating, and your review stays with your order.</p>
        </PageMessage>
      ) : (
        <Review order={order.data} onSent={() => setSent(true)} />
      )}
    </div>
  );
}

function Review({ order, onSent }: { order: Order; onSent: () => void }) {
  const code = orderShortCode(order._id);
  return (
    <>
      <Link to={paths.order.href(order._id)} className="text-sm font-semibold text-brand-700 hover:underline">
        Back to {orderName(order.orderNumber).toLowerCase()}
      </Link>
      <h1 className="mt-3 font-display text-3xl font-bold text-stone-900 sm:text-4xl">Review your order</h1>
      <p className="mt-2 text-stone-600">
        {orderNameWithCode(order.orderNumber, code)}: {order.items.map((item) => item.food.name).join(', ')}
      </p>
      <div className="mt-6 rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-8">
        {order.review ? (
          <div>
            <h2 className="font-display text-xl font-bold text-stone-900">You reviewed this order</h2>
            <Stars rating={order.review.rating} className="mt-3" />
            <p className="mt-2 text-stone-700">{order.review.text}</p>
          </div>
        ) : canReview(order.status, false) ? (
          <ReviewForm orderId={order._id} onDone={onSent} />
        ) : (
          <div className="flex gap-3 text-stone-700">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <p>
              You can review this order once it has been picked up.{' '}
              <Link to={paths.order.href(order._id)} className="font-semibold text-brand-700 underline">
                See its status
              </Link>
            </p>
          </div>
        )}
      </div>
    </>
  );
}
