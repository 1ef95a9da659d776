import { orderName } from '@flame/shared';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { useCancelOrder } from '../../../api/orders';

/** 'Cancel Order', which asks first, naming the order (only pending or confirmed orders can be cancelled). */
export function CancelOrderButton({ orderId, orderNumber }: { orderId: string; orderNumber: number }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder(orderId);
  const close = () => {
    setOpen(false);
    cancel.reset();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className="w-full">
        <XCircle aria-hidden="true" className="size-5" />
        Cancel Order
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={`Cancel ${orderName(orderNumber).toLowerCase()}?`}
        footer={
          <>
            <Button variant="secondary" onClick={close} busy={cancel.isPending}>
              Keep Order
            </Button>
            <Button
              onClick={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
              busy={cancel.isPending}
            >
              {cancel.isPending ? 'Cancelling...' : 'Yes, Cancel Order'}
            </Button>
          </>
        }
      >
        <p className="text-stone-700">
          The kitchen will not prepare it and you will not be charged. This cannot be undone.
        </p>
        {cancel.isError && (
          <Banner tone="error" className="mt-4">
            {errorMessage(cancel.error, 'Failed to cancel order')}
          </Banner>
        )}
      </Modal>
    </>
  );
}
