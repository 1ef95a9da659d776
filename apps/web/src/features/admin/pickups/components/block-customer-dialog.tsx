import {
  CANCELLATION_REASON_MAX_LENGTH,
  formatPrice,
  ORDER_STATUS_LABELS,
  orderName,
  pickupMoveLabel,
  type PickupRow,
} from '@flame/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { useBlockCustomer, useOrderCustomer, useUnblockCustomer } from '../../../../api/customer-blocks';
import { ownedRestaurantQueryOptions } from '../../../../api/restaurant';
import { Banner } from '../../../../components/ui/banner';
import { Button } from '../../../../components/ui/button';
import { TextareaField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { Skeleton } from '../../../../components/ui/skeleton';
import { errorMessage } from '../../../../lib/api-client';
import { useApi } from '../../../../lib/api-context';
import { useNow } from '../../../../lib/hooks/use-now';

/**
 * 'Block this customer', opened from an order on the board: who placed it, their open orders (each ticked, to be
 * cancelled with the block; untick one to keep it) and the reason they read on the cancelled orders. A blocked
 * customer can place no order and book no table until unblocked, here too.
 */
export function BlockCustomerDialog({ row, onClose }: { row: PickupRow | null; onClose: () => void }) {
  const api = useApi();
  const restaurant = useQuery(ownedRestaurantQueryOptions(api)).data;
  const customer = useOrderCustomer(row?._id ?? null);
  const block = useBlockCustomer();
  const unblock = useUnblockCustomer();
  const now = useNow();
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const [reason, setReason] = useState('');
  const busy = block.isPending || unblock.isPending;
  const close = () => {
    if (busy) return;
    setKept(new Set());
    setReason('');
    onClose();
  };
  const data = customer.data;
  const blocked = data?.blocked ?? null;
  const toCancel = data?.openOrders.filter((order) => !kept.has(order._id)) ?? [];

  const confirm = () => {
    if (!data || !restaurant) return;
    const target = { restaurantId: restaurant._id, userId: data.customer._id };
    if (blocked) {
      unblock.mutate(target, {
        onSuccess: () => {
          toast.success('Customer unblocked');
          close();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to unblock the customer')),
      });
      return;
    }
    block.mutate(
      { ...target, body: { reason: reason.trim(), cancelOrderIds: toCancel.map((order) => order._id) } },
      {
        onSuccess: (answer) => {
          toast.success(
            answer.cancelledOrders
              ? `Customer blocked, ${answer.cancelledOrders} ${answer.cancelledOrders === 1 ? 'order' : 'orders'} cancelled`
              : 'Customer blocked',
          );
          setKept(new Set());
          setReason('');
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to block the customer')),
      },
    );
  };

  const title = blocked ? 'Unblock this customer' : 'Block this customer';
  return (
    <Modal
      open={row !== null}
      onClose={close}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={close} busy={busy}>
            Keep As Is
          </Button>
          <Button onClick={confirm} busy={busy || !data || !restaurant}>
            {busy
              ? blocked
                ? 'Unblocking...'
                : 'Blocking...'
              : blocked
                ? 'Unblock Customer'
                : 'Block Customer'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4 text-stone-800">
        {customer.isError ? (
          <Banner tone="error">{errorMessage(customer.error, 'Could not load this customer')}</Banner>
        ) : !data || !now ? (
          <Skeleton className="h-24 w-full" label="Loading the customer..." />
        ) : (
          <>
            <p className="break-words">
              <span className="font-semibold">{data.customer.name}</span>{' '}
              <span className="text-stone-600">({data.customer.email})</span>
              {blocked
                ? ' is blocked: they can place no order and book no table online.'
                : ' will no longer be able to place orders or book tables online.'}
            </p>
            {blocked ? (
              blocked.reason && <p className="text-sm text-stone-700">Reason: {blocked.reason}</p>
            ) : (
              <>
                <fieldset className="flex flex-col gap-2">
                  <legend className="mb-1 font-semibold text-stone-900">
                    {data.openOrders.length === 0
                      ? 'No open orders to cancel'
                      : 'Cancel these open orders with the block'}
                  </legend>
                  {data.openOrders.map((order) => (
                    <label
                      key={order._id}
                      className="flex min-h-11 items-center gap-3 rounded-lg border border-cream-200 px-3 py-2"
                    >
                      <input
                        type="checkbox"
                        className="size-5 accent-brand-600"
                        checked={!kept.has(order._id)}
                        onChange={(event) =>
                          setKept((previous) => {
                            const next = new Set(previous);
                            if (event.target.checked) next.delete(order._id);
                            else next.add(order._id);
                            return next;
                          })
                        }
                      />
                      <span className="sr-only">Cancel order</span>
                      <span className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-3">
                        <span>
                          <span className="font-semibold">{orderName(order.orderNumber)}</span>{' '}
                          {pickupMoveLabel(new Date(order.pickupTime), now, restaurant?.timeZone)}
                        </span>
                        <span className="text-stone-600">
                          {ORDER_STATUS_LABELS[order.status]} · {formatPrice(order.total)}
                        </span>
                      </span>
                    </label>
                  ))}
                </fieldset>
                <TextareaField
                  label="Reason for the customer"
                  optional
                  hint={`Shown on each cancelled order and in its email, up to ${CANCELLATION_REASON_MAX_LENGTH} characters.`}
                  value={reason}
                  maxLength={CANCELLATION_REASON_MAX_LENGTH}
                  onChange={(event) => setReason(event.target.value)}
                />
              </>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
