import { formatPrice } from '@flame/shared';
import { CustomerContact } from './customer-contact';
import { BlockCustomerButton } from './block-customer-button';
import { ChangeOrderButton } from '../../order-change/change-order-button';
import { MovePickupButton } from './move-pickup-button';
import { PickupLines } from './pickup-lines';
import { PickupOrderId } from './pickup-order-id';
import { PickupRowNotice } from './pickup-row-notice';
import { PickupStatusBadge } from './pickup-status-badge';
import { PickupStatusSelect } from './pickup-status-select';
import { PickupWhen } from './pickup-when';
import { PrintTicketLink } from './print-ticket-link';
import { PrintOrderButton } from '../../printer/print-order-button';
import { RestaurantTime } from '../../ui/restaurant-time';
import type { PickupListProps } from './pickup-list-props';

/**
 * Closed pickups as cards, for phones and tablets (the active ones are the kitchen view's): the same facts and
 * selector as the table's rows.
 */
export function PickupCards({
  label,
  rows,
  busyId,
  onStatusChange,
  onMovePickup,
  onBlockCustomer,
}: PickupListProps & { label: string }) {
  return (
    <ul aria-label={label} className="divide-y divide-cream-200">
      {rows.map((row) => (
        <li key={row._id} className="flex flex-col gap-3 px-5 py-4">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <PickupOrderId row={row} />
              <div className="mt-1 text-sm">
                <CustomerContact row={row} />
              </div>
            </div>
            <PickupStatusBadge status={row.status} />
          </div>
          <PickupRowNotice row={row} wide />
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <div className="col-span-2">
              <dt className="text-stone-600">Items</dt>
              <dd>
                <PickupLines row={row} />
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">Total</dt>
              <dd className="font-semibold text-stone-900">{formatPrice(row.total)}</dd>
            </div>
            <div>
              <dt className="text-stone-600">Created</dt>
              <dd className="text-stone-800">
                <RestaurantTime iso={row.createdAt} />
              </dd>
            </div>
            <div>
              <dt className="text-stone-600">Pickup at</dt>
              <dd className="text-stone-800">
                <PickupWhen iso={row.pickupTime} />
              </dd>
            </div>
          </dl>
          <PickupStatusSelect
            row={row}
            busy={busyId === row._id}
            onChange={(status) => onStatusChange(row, status)}
          />
          <div className="flex flex-wrap gap-2">
            <ChangeOrderButton row={row} />
            <MovePickupButton row={row} onMove={onMovePickup} />
            <BlockCustomerButton row={row} onBlock={onBlockCustomer} />
            <PrintTicketLink row={row} />
            <PrintOrderButton row={row} />
          </div>
        </li>
      ))}
    </ul>
  );
}
