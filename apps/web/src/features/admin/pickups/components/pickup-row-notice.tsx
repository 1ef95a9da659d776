import { orderName, outsideHoursWarning, type PickupRow } from '@flame/shared';
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
export function PickupRowNotice({ row, wide = false }: { row: PickupRow; wide?: boolean }) {
  const keep = useKeepOutsideHours();
  // A table's status column is narrow; a card gives the notice its whole width.
  const width = wide ? '' : 'max-w-44';
  const cancelled = cancelledText(row);
  if (cancelled)
    return <p className={`mt-1 text-xs whitespace-normal text-stone-700 ${width}`}>{cancelled}</p>;
  if (!row.outsideHours) return null;
  return (
    <div className={`flex flex-col items-start gap-1.5 whitespace-normal ${wide ? '' : 'mt-2'} ${width}`}>
      <p className={`flex gap-1 font-semibold text-red-800 ${wide ? 'text-sm' : 'text-xs'}`}>
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
              onSuccess: () => toast.success(`${orderName(row.orderNumber)} kept: nobody was told`),
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
