import { ArrowLeft, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { useOrderTicket } from '../../../api/pickups';
import { KitchenTicket } from '../pickups/components/kitchen-ticket';
import { useRefetchOnAdminEvent } from '../shell/admin-events';
import { LoadFailedAlert } from '../ui/load-failed-alert';
import { useOwnedRestaurant } from '../shell/owned-restaurant';

export const head: HeadFunction = () => ({ title: pageTitle('Kitchen ticket · Admin Dashboard') });

/**
 * The kitchen ticket of one order, on a page of its own without the dashboard around it, so that what prints is
 * the ticket alone: 'Back to pickups' and 'Print' show on screen only. It follows the order live (a moved pickup
 * or a cancellation shows before it is printed).
 */
export default function KitchenTicketPage() {
  const { orderId = '' } = useParams();
  const restaurant = useOwnedRestaurant();
  const ticket = useOrderTicket(orderId);
  useRefetchOnAdminEvent('order');
  return (
    <div className="min-h-dvh bg-cream-50 px-4 py-6 print:bg-white print:p-0">
      <div className="mx-auto mb-5 flex max-w-[80mm] min-w-0 items-center justify-between gap-3 print:hidden">
        <Link
          to={paths.adminDashboard.href(restaurant._id, 'pickups')}
          className={buttonClasses({ variant: 'ghost', size: 'sm' }, '-ml-3 shrink-0')}
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to pickups
        </Link>
        <Button size="sm" onClick={() => window.print()} disabled={!ticket.data}>
          <Printer aria-hidden="true" className="size-4" />
          Print
        </Button>
      </div>
      <main id="main-content" tabIndex={-1} className="focus:outline-none">
        {ticket.isError ? (
          <div className="mx-auto max-w-md print:hidden">
            <LoadFailedAlert
              title="Failed to load the order"
              error={ticket.error}
              onRetry={() => void ticket.refetch()}
              retrying={ticket.isFetching}
            />
          </div>
        ) : ticket.data ? (
          <KitchenTicket order={ticket.data} restaurant={restaurant} />
        ) : (
          <div className="mx-auto max-w-[80mm]">
            <Skeleton className="h-96 w-full" label="Loading the ticket..." />
          </div>
        )}
      </main>
    </div>
  );
}
