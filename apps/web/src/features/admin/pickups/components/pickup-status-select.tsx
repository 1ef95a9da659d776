import {
  type AdminOrderStatus,
  nextStatuses,
  orderName,
  PICKUP_STATUS_LABELS,
  type PickupRow,
} from '@flame/shared';
import { fieldControlClass } from '../../../../components/ui/field';

/**
 * The status selector of one pickup: the current status and only the statuses it may move to next.
 * A completed or cancelled order can no longer change, so its selector is disabled. While a change is saved
 * (`busy`) it is aria-disabled and ignores choices, and keeps the focus.
 */
export function PickupStatusSelect({
  row,
  busy,
  onChange,
}: {
  row: PickupRow;
  busy: boolean;
  onChange: (status: AdminOrderStatus) => void;
}) {
  const next = nextStatuses(row.status);
  return (
    <select
      aria-label={`Status of ${orderName(row.orderNumber).toLowerCase()}`}
      value={row.status}
      disabled={next.length === 0}
      aria-disabled={busy || undefined}
      onChange={(event) => {
        if (!busy) onChange(event.target.value as AdminOrderStatus);
      }}
      className={`${fieldControlClass} min-w-36 py-1.5 text-sm disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60`}
    >
      <option value={row.status} disabled>
        {PICKUP_STATUS_LABELS[row.status]}
      </option>
      {next.map((status) => (
        <option key={status} value={status}>
          {status === 'cancelled' ? 'Cancel order' : `Mark ${PICKUP_STATUS_LABELS[status]}`}
        </option>
      ))}
    </select>
  );
}
