import { PRINTER_TEXTS, type PickupRow } from '@flame/shared';
import { Printer, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { usePrinterStatus, usePrintOrder } from '../../../api/printer';
import { useOwnedRestaurant } from '../shell/owned-restaurant';

/**
 * 'Print' on an order of the pickups board: its ticket goes to the kitchen printer again. While the order's
 * ticket waits, the order says 'Printing…', or after a failed try that it is not printed yet, until it prints. Nothing shows without a printer.
 */
export function PrintOrderButton({ row }: { row: PickupRow }) {
  const restaurant = useOwnedRestaurant();
  const { data: status } = usePrinterStatus(restaurant._id);
  const print = usePrintOrder();
  if (!status?.host) return null;
  const failing = status.failingOrderIds.includes(row._id);
  const waiting = !failing && status.waitingOrderIds.includes(row._id);
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        size="sm"
        busy={print.isPending}
        onClick={() =>
          print.mutate(row._id, {
            onSuccess: () => toast.success(PRINTER_TEXTS.reprintQueued),
            onError: (error) => toast.error(errorMessage(error, 'Failed to send the ticket to the printer')),
          })
        }
      >
        <Printer aria-hidden="true" className="size-4" />
        Print<span className="sr-only"> order {row.shortId} on the kitchen printer</span>
      </Button>
      {waiting && (
        <p role="status" className="text-sm font-medium text-stone-700">
          Printing…
        </p>
      )}
      {failing && (
        <p className="flex items-center gap-1 text-sm font-medium text-red-700">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
          Not printed yet
        </p>
      )}
    </div>
  );
}
