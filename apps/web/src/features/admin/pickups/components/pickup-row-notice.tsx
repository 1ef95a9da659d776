import { outsideHoursWarning, type PickupRow } from '@flame/shared';
import { TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { useKeepOutsideHours } from '../../../../api/special-days';

/** 'Cancelled by the restaurant: We ran out of lamb' or 'Cancelled by the customer'; null for an open order. */
export function cancelledText(row: Pick<PickupRow, 'status' | 'cancelledBy' | 'cancellationReason'>) {
  if (row.status !== 'cancelled') return null;
  if (row.cancelledBy === 'customer') return 'Cancelled by the customer';
  if (row.cancelledBy === 'restaurant')
    return row.cancellationReason
      ? `Cancelled by the restaurant: ${row.cancellationReason}`
      : 'Cancelled by the restaurant';
  return row.cancellationReason ? `Cancelled: ${row.cancellationReason}` : null;
}

/**
 * Under a row's status: the warning on an order whose pickup day a later special day closed (or shortened),
 * with 'Keep order' (the status selector cancels it, with the reason offered), or who cancelled a closed one
 * and why.
 */
export function PickupRowNotice({ row }: { row: PickupRow }) {
  const keep = useKeepOutsideHours();
  const cancelled = cancelledText(row);
  if (cancelled) return <p className="mt-1 max-w-44 text-xs whitespace-normal text-stone-700">{cancelled}</p>;
  if (!row.outsideHours) return null;
  return (
    <div className="mt-2 flex max-w-44 flex-col items-start gap-1.5 whitespace-normal">
      <p className="flex gap-1 text-xs font-semibold text-red-800">
        <TriangleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        {outsideHoursWarning(row.outsideHours)}
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={keep.isPending}
        onClick={() =>
          keep.mutate(
            { kind: 'order', id: row._id },
            {
              onSuccess: () => toast.success(`Order ${row.orderNumber} kept: nobody was told`),
              onError: (error) => toast.error(errorMessage(error, 'Failed to keep the order')),
            },
          )
        }
      >
        {keep.isPending ? 'Keeping...' : 'Keep order'}
      </Button>
    </div>
  );
}
