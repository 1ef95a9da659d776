import { formatPrice, type AdminOrderStatus, type PickupRow } from '@flame/shared';
import { format } from 'date-fns';
import { PickupStatusBadge } from './pickup-status-badge';
import { PickupStatusSelect } from './pickup-status-select';

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase';
const CELL = 'px-4 py-3 align-middle whitespace-nowrap';

/** Pickups as a table (spec section 2 'Pickups'); on a phone it scrolls sideways inside its card. */
export function PickupsTable({
  caption,
  rows,
  busyId,
  onStatusChange,
}: {
  caption: string;
  rows: PickupRow[];
  busyId: string | null;
  onStatusChange: (row: PickupRow, status: AdminOrderStatus) => void;
}) {
  return (
    // A sideways-scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${caption}, scrollable`}>
      <table className="w-full min-w-[52rem] text-sm text-stone-800">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-cream-200 bg-cream-50">
          <tr>
            <th scope="col" className={HEAD}>
              Order ID
            </th>
            <th scope="col" className={HEAD}>
              Customer
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
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
              <td className={`${CELL} font-mono font-semibold text-stone-900`}>#{row.shortId}</td>
              <td className={CELL}>{row.customerName}</td>
              <td className={`${CELL} text-right tabular-nums`}>{row.itemCount}</td>
              <td className={`${CELL} text-right font-semibold tabular-nums`}>{formatPrice(row.total)}</td>
              <td className={CELL}>
                <PickupStatusBadge status={row.status} />
              </td>
              <td className={`${CELL} text-stone-600`}>{format(new Date(row.createdAt), 'MMM d, h:mm a')}</td>
              <td className={`${CELL} text-stone-600`}>
                {format(new Date(row.pickupTime), 'MMM d, h:mm a')}
              </td>
              <td className={CELL}>
                <PickupStatusSelect
                  row={row}
                  busy={busyId === row._id}
                  onChange={(status) => onStatusChange(row, status)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
