import { PRINTER_TEXTS, type PrinterStatus } from '@flame/shared';
import { Printer } from 'lucide-react';
import { toast } from 'sonner';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { usePrinterStatus, usePrintTestPage } from '../../../api/printer';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { SectionQuery } from '../ui/section-query';
import { PrinterSettingsForm } from './printer-settings-form';
import { lastPrintedText, ticketCount } from './printer-texts';

/** How printing goes: the failure that holds tickets back, what waits, and when a ticket last came out. */
function PrinterState({ status, timeZone }: { status: PrinterStatus; timeZone: string }) {
  if (!status.host)
    return (
      <Banner tone="info" title="No printer set up">
        Enter the address of a network receipt printer (ESC/POS over port 9100) to print kitchen tickets from
        the pickups board, or by themselves as orders arrive.
      </Banner>
    );
  return (
    <div className="flex flex-col gap-3" aria-label="Printer state">
      {status.lastError && (
        <Banner tone="error" title="The printer is not printing">
          <span className="block">{status.lastError}</span>
          {ticketCount(status.queued)} waiting: they print as soon as the printer answers.
        </Banner>
      )}
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-stone-600">Last printed:</dt>
          <dd className="font-medium text-stone-900">{lastPrintedText(status, timeZone)}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-stone-600">Waiting to print:</dt>
          <dd className="font-medium text-stone-900">
            {status.queued === 0 ? 'none' : ticketCount(status.queued)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * Settings → Printer: the kitchen's network receipt printer (address, port, paper width, auto print), a test
 * page, and how printing goes (last printed, the last error, tickets waiting).
 */
export function PrinterCard() {
  const restaurant = useOwnedRestaurant();
  const query = usePrinterStatus(restaurant._id);
  const test = usePrintTestPage(restaurant._id);
  return (
    <section
      aria-labelledby="printer-card-title"
      className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-cream-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-cream-200 px-5 py-4 sm:px-6">
        <div>
          <h2
            id="printer-card-title"
            className="flex items-center gap-2 font-display text-xl font-bold text-stone-900"
          >
            <Printer aria-hidden className="size-5 text-brand-600" />
            Printer
          </h2>
          <p className="mt-1 text-sm text-stone-600">Kitchen tickets on a receipt printer in the kitchen.</p>
        </div>
        {query.data?.host && (
          <Button
            variant="secondary"
            size="sm"
            busy={test.isPending}
            onClick={() =>
              test.mutate(undefined, {
                onSuccess: () => toast.success(PRINTER_TEXTS.testQueued),
                onError: (error) => toast.error(errorMessage(error, 'Failed to send the test page')),
              })
            }
          >
            Print test page
          </Button>
        )}
      </div>
      <div className="flex flex-col gap-5 px-5 py-5 sm:px-6">
        <SectionQuery
          query={query}
          skeleton={<Skeleton className="h-40" />}
          failureTitle="Failed to load the printer"
        >
          {(status) => (
            <>
              <PrinterState status={status} timeZone={restaurant.timeZone} />
              <PrinterSettingsForm restaurantId={restaurant._id} status={status} />
            </>
          )}
        </SectionQuery>
      </div>
    </section>
  );
}
