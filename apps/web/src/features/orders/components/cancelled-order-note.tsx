import { CUSTOMER_CANCEL_MESSAGE, type Order } from '@flame/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * What a cancelled order means for the customer: who cancelled it, the restaurant's reason when it gave one,
 * that nothing is owed, and where to go next.
 */
export function CancelledOrderNote({
  order,
}: {
  order: Pick<Order, 'statusHistory' | 'cancellationReason'>;
}) {
  const byCustomer =
    order.statusHistory.findLast((entry) => entry.status === 'cancelled')?.message ===
    CUSTOMER_CANCEL_MESSAGE;
  return (
    <div role="note" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">
        {byCustomer ? 'You cancelled this order' : 'The restaurant cancelled this order'}
      </p>
      {order.cancellationReason && <p className="mt-1 break-words">Reason: {order.cancellationReason}</p>}
      <p className="mt-1">
        Nothing to pay.{' '}
        <Link to={paths.menu.href()} className="font-semibold text-red-900 underline underline-offset-2">
          Browse Menu
        </Link>{' '}
        to order again.
      </p>
    </div>
  );
}
