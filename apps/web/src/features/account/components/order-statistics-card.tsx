import { formatPrice } from '@flame/shared';
import { ChartNoAxesColumn } from 'lucide-react';
import { useOrders } from '../../../api/orders';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { orderStatistics } from '../order-statistics';
import { ProfileCard } from './profile-card';

/** 'Order Statistics': the customer's orders that were not cancelled, and what they paid. */
export function OrderStatisticsCard() {
  const statistics = useOrders({ select: orderStatistics });

  let body;
  if (statistics.isPending) {
    // The figures' own layout, unseen, under the skeleton: the card has its final height while it loads.
    body = (
      <div className="relative">
        <div aria-hidden="true" className="invisible">
          <StatisticsFigures orders={0} spent={0} />
        </div>
        <div className="absolute inset-0">
          <Skeleton label="Loading order statistics...">
            <div className="grid grid-cols-2 gap-3">
              <div className={`${skeletonBlockClass} h-[5.5rem]`} />
              <div className={`${skeletonBlockClass} h-[5.5rem]`} />
            </div>
          </Skeleton>
        </div>
      </div>
    );
  } else if (statistics.isError) {
    body = (
      <Banner tone="error" title="Failed to load orders">
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void statistics.refetch()}>
          Try Again
        </Button>
      </Banner>
    );
  } else {
    body = <StatisticsFigures orders={statistics.data.orders} spent={statistics.data.spent} />;
  }

  return (
    <ProfileCard id="order-statistics" title="Order Statistics" icon={ChartNoAxesColumn}>
      {body}
    </ProfileCard>
  );
}

function StatisticsFigures({ orders, spent }: { orders: number; spent: number }) {
  return (
    <dl className="grid grid-cols-2 gap-3">
      <div className="rounded-card bg-cream-100 p-4">
        <dt className="text-sm font-medium text-stone-600">Orders</dt>
        <dd className="mt-1 font-display text-3xl font-bold text-stone-900 tabular-nums">{orders}</dd>
        <dd className="mt-1 text-xs text-stone-600">Not counting cancelled ones</dd>
      </div>
      <div className="rounded-card bg-cream-100 p-4">
        <dt className="text-sm font-medium text-stone-600">Spent</dt>
        <dd className="mt-1 font-display text-3xl font-bold text-stone-900 tabular-nums">
          {formatPrice(spent)}
        </dd>
        <dd className="mt-1 text-xs text-stone-600">On orders picked up and paid</dd>
      </div>
    </dl>
  );
}
