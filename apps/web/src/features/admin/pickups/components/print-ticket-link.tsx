import { orderName, type PickupRow } from '@flame/shared';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, type ButtonSize } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { useOwnedRestaurant } from '../../shell/owned-restaurant';

/**
 * 'Open ticket': the order's kitchen ticket, a page of its own that prints from the browser (beside 'Send to
 * printer', which sends it to the kitchen printer).
 */
export function PrintTicketLink({
  row,
  size = 'sm',
  className,
}: {
  row: PickupRow;
  size?: ButtonSize;
  className?: string;
}) {
  const restaurant = useOwnedRestaurant();
  return (
    <Link
      to={paths.kitchenTicket.href(restaurant._id, row._id)}
      className={buttonClasses({ variant: 'secondary', size }, className)}
    >
      <Printer aria-hidden="true" className="size-4" />
      Open ticket<span className="sr-only"> of {orderName(row.orderNumber).toLowerCase()}</span>
    </Link>
  );
}
