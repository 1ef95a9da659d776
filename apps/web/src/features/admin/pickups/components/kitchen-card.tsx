import { formatPrice, nextStatuses, orderName, type PickupRow } from '@flame/shared';
import { XCircle } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { PrintOrderButton, PrintProgress } from '../../printer/print-order-button';
import { nextKitchenStep } from '../kitchen-steps';
import { BlockCustomerButton } from './block-customer-button';
import { CustomerContact } from './customer-contact';
import { ChangeOrderButton } from '../../order-change/change-order-button';
import { MoreActions } from './more-actions';
import { MovePickupButton } from './move-pickup-button';
import { PickupDue } from './pickup-due';
import { PickupLines } from './pickup-lines';
import { PickupOrderId } from './pickup-order-id';
import { PickupRowNotice } from './pickup-row-notice';
import { PickupStatusBadge } from './pickup-status-badge';
import { PrintTicketLink } from './print-ticket-link';
import type { PickupListProps } from './pickup-list-props';

/** A menu's action: a whole line, 44 px tall. */
const MENU_ITEM = 'w-full';

/**
 * One active pickup on the kitchen view, large enough to read from across a kitchen: its code and number, the
 * pickup time and how near it is, who comes, what to make, the total, and one button for the next step. The rest
 * (cancel, move the time, block the customer, the ticket) waits in the card's 'More actions' menu.
 */
export function KitchenCard({
  row,
  busyId,
  onStatusChange,
  onMovePickup,
  onBlockCustomer,
}: Omit<PickupListProps, 'rows'> & { row: PickupRow }) {
  const step = nextKitchenStep(row.status);
  const canCancel = nextStatuses(row.status).includes('cancelled');
  return (
    <li className="flex flex-col gap-3 rounded-card bg-white p-3 shadow-card ring-1 ring-cream-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <PickupOrderId row={row} look="large" />
        <MoreActions label={`More actions for ${orderName(row.orderNumber).toLowerCase()}`}>
          {canCancel && (
            <Button
              variant="secondary"
              className={MENU_ITEM}
              onClick={() => onStatusChange(row, 'cancelled')}
            >
              <XCircle aria-hidden="true" className="size-4 text-red-700" />
              Cancel order<span className="sr-only"> {row.orderNumber}</span>
            </Button>
          )}
          <ChangeOrderButton row={row} size="md" className={MENU_ITEM} />
          <MovePickupButton row={row} onMove={onMovePickup} size="md" className={MENU_ITEM} />
          <BlockCustomerButton row={row} onBlock={onBlockCustomer} size="md" className={MENU_ITEM} />
          <PrintTicketLink row={row} size="md" className={MENU_ITEM} />
          <PrintOrderButton row={row} size="md" className={MENU_ITEM} progress={false} />
        </MoreActions>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <PickupDue iso={row.pickupTime} />
        <PickupStatusBadge status={row.status} />
      </div>
      <PickupRowNotice row={row} wide />
      <div className="text-base">
        <CustomerContact row={row} />
      </div>
      {/* A tablet's three columns are narrower than a phone's one: there the lines take the body's size. */}
      <div className="text-lg lg:text-base">
        <PickupLines row={row} look="kitchen" />
      </div>
      <p className="flex items-baseline justify-between gap-2 border-t border-cream-200 pt-2 text-base">
        <span className="text-stone-600">Total</span>
        <span className="font-semibold text-stone-900 tabular-nums">{formatPrice(row.total)}</span>
      </p>
      <PrintProgress row={row} />
      {step && (
        <Button
          size="lg"
          className="w-full"
          busy={busyId === row._id}
          onClick={() => onStatusChange(row, step.status)}
        >
          {step.label}
          <span className="sr-only"> {orderName(row.orderNumber).toLowerCase()}</span>
        </Button>
      )}
    </li>
  );
}
