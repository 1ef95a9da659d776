import {
  orderCodeText,
  orderName,
  formatInZone,
  orderShortCode,
  outsideHoursCancelReason,
  PICKUP_MESSAGES,
  PICKUP_STATUS_LABELS,
  type OrderStatus,
  type OwnerSpecialDay,
} from '@flame/shared';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useCancelWithReason, usePickups } from '../../../api/pickups';
import { ConfirmStatusDialog } from '../pickups/components/confirm-status-dialog';
import { useCancelGuestReservation } from '../../../api/reservations';
import { useOwnedRestaurant } from '../shell/owned-restaurant';
import { useKeepOutsideHours } from '../../../api/special-days';
import { specialDayDate } from './special-day-text';

type AffectedOrder = OwnerSpecialDay['affected']['orders'][number];
type AffectedReservation = OwnerSpecialDay['affected']['reservations'][number];

function Entry({
  title,
  detail,
  keeping,
  cancelLabel,
  onCancel,
  onKeep,
}: {
  title: string;
  detail: string;
  keeping: boolean;
  cancelLabel: string;
  onCancel: () => void;
  onKeep: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">{title}</p>
        <p className="text-sm text-stone-700">{detail}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onKeep} disabled={keeping}>
          {keeping ? 'Keeping...' : 'Keep'}
        </Button>
        <Button size="sm" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </li>
  );
}

/**
 * Tells how a decision went, also when its list is gone by then: the last booking of a date kept or cancelled
 * empties the list, which unmounts this component before a `mutate` callback would run.
 */
function toastWhenDone(done: Promise<unknown>, success: string, failure: string, after?: () => void) {
  done.then(
    () => {
      toast.success(success);
      after?.();
    },
    (error: unknown) => toast.error(errorMessage(error, failure)),
  );
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <h4 className="text-sm font-semibold tracking-wide text-stone-600 uppercase">{label}</h4>
      <ul aria-label={label} className="divide-y divide-sky-200">
        {children}
      </ul>
    </div>
  );
}

/**
 * The orders and reservations a date's hours leave out (a special day's, or weekly hours changed since they were
 * booked): nothing was cancelled, so the owner decides for each, keeping it (stored, nobody told) or cancelling
 * it (an order with the reason the customer reads, asked first). The server lists them until then, so they are
 * here again after a reload.
 */
export function AffectedBookings({
  day,
}: {
  day: Pick<OwnerSpecialDay, 'date' | 'isClosed' | 'note' | 'affected'>;
}) {
  const { timeZone } = useOwnedRestaurant();
  const pickups = usePickups();
  const cancelOrder = useCancelWithReason();
  const cancelReservation = useCancelGuestReservation();
  const keep = useKeepOutsideHours();
  const [order, setOrder] = useState<AffectedOrder | null>(null);
  const [reason, setReason] = useState('');
  const [reservation, setReservation] = useState<AffectedReservation | null>(null);
  const keepOne = (kind: 'order' | 'reservation', id: string) =>
    toastWhenDone(keep.mutateAsync({ kind, id }), 'Kept: nobody was told', 'Failed to keep it');
  const keeping = (id: string) => keep.isPending && keep.variables?.id === id;
  const { orders, reservations } = day.affected;
  const time = (iso: string) => formatInZone(iso, timeZone, 'h:mm a');
  const customerOf = (id: string) =>
    pickups.data?.find((row) => row._id === id)?.customerName ?? 'a customer';

  return (
    <>
      <Banner tone="error" title={`Already booked for ${specialDayDate(day.date, timeZone)}`}>
        <p>These fall outside the day's hours. Nothing was cancelled: keep or cancel each.</p>
        <div className="mt-3 flex flex-col gap-4">
          {orders.length > 0 && (
            <Group label="Pickup orders">
              {orders.map((item) => (
                <Entry
                  key={item._id}
                  title={orderName(item.orderNumber)}
                  detail={`Pickup ${time(item.pickupTime)} · ${customerOf(item._id)} · ${PICKUP_STATUS_LABELS[item.status as OrderStatus] ?? item.status} · ${orderCodeText(orderShortCode(item._id))}`}
                  keeping={keeping(item._id)}
                  cancelLabel="Cancel order"
                  onKeep={() => keepOne('order', item._id)}
                  onCancel={() => {
                    setOrder(item);
                    setReason(outsideHoursCancelReason(day));
                  }}
                />
              ))}
            </Group>
          )}
          {reservations.length > 0 && (
            <Group label="Table reservations">
              {reservations.map((item) => (
                <Entry
                  key={item._id}
                  title={`Table ${item.tableNumber} at ${time(item.startsAt)}`}
                  detail={`${item.guests} ${item.guests === 1 ? 'guest' : 'guests'}`}
                  keeping={keeping(item._id)}
                  cancelLabel="Cancel reservation"
                  onKeep={() => keepOne('reservation', item._id)}
                  onCancel={() => setReservation(item)}
                />
              ))}
            </Group>
          )}
        </div>
      </Banner>
      <ConfirmStatusDialog
        change={
          order && {
            row: {
              shortId: orderShortCode(order._id, 8),
              orderNumber: order.orderNumber,
              customerName: customerOf(order._id),
            },
            status: 'cancelled',
          }
        }
        busy={cancelOrder.isPending}
        reason={reason}
        onReasonChange={setReason}
        onConfirm={() =>
          order &&
          toastWhenDone(
            cancelOrder.mutateAsync({ orderId: order._id, reason }),
            PICKUP_MESSAGES.cancelled(order.orderNumber),
            'Failed to cancel the order',
            () => {
              setOrder(null);
              setReason('');
            },
          )
        }
        onClose={() => {
          if (cancelOrder.isPending) return;
          setOrder(null);
          setReason('');
        }}
      />
      <ConfirmDialog
        open={reservation !== null}
        title="Cancel this reservation?"
        dismissLabel="Keep Reservation"
        confirmLabel="Yes, Cancel Reservation"
        busyLabel="Cancelling..."
        busy={cancelReservation.isPending}
        onConfirm={() =>
          reservation &&
          toastWhenDone(
            cancelReservation.mutateAsync({
              reservationId: reservation._id,
              reason: outsideHoursCancelReason(day),
            }),
            'Reservation cancelled',
            'Failed to cancel the reservation',
            () => setReservation(null),
          )
        }
        onClose={() => {
          if (!cancelReservation.isPending) setReservation(null);
        }}
      >
        {reservation && (
          <p>
            Table {reservation.tableNumber} at {time(reservation.startsAt)} for {reservation.guests}. The
            table is freed, and a cancelled reservation cannot be restored.
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
