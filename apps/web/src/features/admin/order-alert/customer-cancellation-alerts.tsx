import { Check } from 'lucide-react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { useAdminEvents } from '../shell/admin-events';
import { cancellationText } from './new-order-alert';

/**
 * Above every section, one alert per order a customer cancelled after the kitchen had accepted it, chiming
 * with the new orders' chime until someone acknowledges it (the kitchen may already be cooking it).
 */
export function CustomerCancellationAlerts() {
  const { cancellations, acknowledgeCancellation } = useAdminEvents();
  if (cancellations.length === 0) return null;
  return (
    <div className="mb-6 space-y-3">
      {cancellations.map((cancellation) => (
        <Banner key={cancellation.orderId} tone="error" title={cancellationText(cancellation)}>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p>The kitchen had accepted it: stop preparing it.</p>
            <Button size="sm" onClick={() => acknowledgeCancellation(cancellation.orderId)}>
              <Check aria-hidden="true" className="size-4" />
              Acknowledge
            </Button>
          </div>
        </Banner>
      ))}
    </div>
  );
}
