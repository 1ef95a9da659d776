import type { PickupRow } from '@flame/shared';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { paths } from '../../../../config/paths';
import { useOwnedRestaurant } from '../../shell/owned-restaurant';

/** 'Print ticket': opens the order's kitchen ticket, a page of its own to print. */
export function PrintTicketLink({ row }: { row: PickupRow }) {
  const restaurant = useOwnedRestaurant();
  return (
    <Link
      to={paths.kitchenTicket.href(restaurant._id, row._id)}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      <Printer aria-hidden="true" className="size-4" />
      Print ticket<span className="sr-only"> of order {row.shortId}</span>
    </Link>
  );
}
