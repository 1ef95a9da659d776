import { formatPrice } from '@flame/shared';
import { CustomerContact } from './customer-contact';
import { PickupLines } from './pickup-lines';
import { PickupOrderId } from './pickup-order-id';
import { PickupRowNotice } from './pickup-row-notice';
import { PickupStatusBadge } from './pickup-status-badge';
import { BlockCustomerButton } from './block-customer-button';
import { ChangeOrderButton } from '../../order-change/change-order-button';
import { MovePickupButton } from './move-pickup-button';
import { PickupStatusSelect } from './pickup-status-select';
import { PickupWhen } from './pickup-when';
import { PrintTicketLink } from './print-ticket-link';
import { PrintOrderButton } from '../../printer/print-order-button';
import { RestaurantTime } from '../../ui/restaurant-time';
import type { PickupListProps } from './pickup-list-props';

const HEAD = 'px-2.5 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase';
const CELL = 'px-2.5 py-3 align-middle whitespace-nowrap';
/**
 * A long name or line wraps, even inside a word, rather than widening the table past its card: at 1280 px with
 * the side menu open, eight columns and the update column's buttons have about 940 px.
 */
const WRAPPING_CELL = 'px-2.5 py-3 align-middle min-w-32 wrap-anywhere';

/**
 * Pickups as a table, on screens wide enough to show every column with the side
 * menu open; it would scroll sideways inside its card only when the page is zoomed.
 */
export function PickupsTable({
  caption,
  rows,
  busyId,
  onStatusChange,
  onMovePickup,
  onBlockCustomer,
}: PickupListProps & { caption: string }) {
  return (
    // A sideways-scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${caption}, scrollable`}>
      <table className="w-full text-sm text-stone-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-cream-200 bg-cream-50">
          <tr>
            <th scope="col" className={HEAD}>
              Order ID
            </th>
            <th scope="col" className={HEAD}>
              Customer
            </th>
            <th scope="col" className={HEAD}>
              Items
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Total
            </th>
            <th scope="col" className={HEAD}>
              Status
            </th>
            <th scope="col" className={HEAD}>
              Created
            </th>
            <th scope="col" className={HEAD}>
              Pickup at
            </th>
            <th scope="col" className={HEAD}>
              Update
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-200">
          {rows.map((row) => (
            <tr key={row._id} className="hover:bg-cream-50/60">
              <td className={CELL}>
                <PickupOrderId row={row} />
              </td>
              <td className={WRAPPING_CELL}>
                <CustomerContact row={row} />
              </td>
              <td className={WRAPPING_CELL}>
                <PickupLines row={row} />
              </td>
              <td className={`${CELL} text-right font-semibold tabular-nums`}>{formatPrice(row.total)}</td>
              <td className={CELL}>
                <PickupStatusBadge status={row.status} />
                <PickupRowNotice row={row} />
              </td>
              <td className={`${CELL} text-stone-600`}>
                <RestaurantTime iso={row.createdAt} stacked />
              </td>
              <td className={`${CELL} text-stone-600`}>
                <PickupWhen iso={row.pickupTime} stacked />
              </td>
              <td className={CELL}>
                <div className="flex flex-col items-start gap-2">
                  <PickupStatusSelect
                    row={row}
                    busy={busyId === row._id}
                    onChange={(status) => onStatusChange(row, status)}
                  />
                  <ChangeOrderButton row={row} />
                  <MovePickupButton row={row} onMove={onMovePickup} />
                  <BlockCustomerButton row={row} onBlock={onBlockCustomer} />
                  <PrintTicketLink row={row} />
                  <PrintOrderButton row={row} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
