import { orderName, type PickupRow, PRINTER_TEXTS } from '@flame/shared';
import { Printer, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { Button, type ButtonSize } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { usePrinterStatus, usePrintOrder } from '../../../api/printer';
import { useOwnedRestaurant } from '../shell/owned-restaurant';

/** The kitchen printer's state, or null without a printer. */
function usePrinter() {
  const restaurant = useOwnedRestaurant();
  const { data: status } = usePrinterStatus(restaurant._id);
  return status?.host ? status : null;
}

/**
 * Whether an order's ticket is on its way to the kitchen printer: 'Printing…' while it waits, or after a failed
 * try that it is not printed yet, until it prints. Nothing without a printer or a ticket waiting.
 */
export function PrintProgress({ row }: { row: PickupRow }) {
  const status = usePrinter();
  if (!status) return null;
  const failing = status.failingOrderIds.includes(row._id);
  const waiting = !failing && status.waitingOrderIds.includes(row._id);
  return (
    <>
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
    </>
  );
}

/**
 * 'Send to printer' on an order of the pickups board: its ticket goes to the kitchen printer again, and its progress shows
 * under it unless the place that holds the button shows it elsewhere (`progress={false}`, a card whose button
 * sits in a menu). Nothing shows without a printer.
 */
export function PrintOrderButton({
  row,
  size = 'sm',
  className,
  progress = true,
}: {
  row: PickupRow;
  size?: ButtonSize;
  className?: string;
  progress?: boolean;
}) {
  const status = usePrinter();
  const print = usePrintOrder();
  if (!status) return null;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant="secondary"
        size={size}
        className={className}
        busy={print.isPending}
        onClick={() =>
          print.mutate(row._id, {
            onSuccess: () => toast.success(PRINTER_TEXTS.reprintQueued),
            onError: (error) => toast.error(errorMessage(error, 'Failed to send the ticket to the printer')),
          })
        }
      >
        <Printer aria-hidden="true" className="size-4" />
        Send<span className="sr-only"> {orderName(row.orderNumber).toLowerCase()}</span> to
        <span className="sr-only"> the kitchen</span> printer
      </Button>
      {progress && <PrintProgress row={row} />}
    </div>
  );
}
