import { formatInZone, orderShortCode, PICKUP_STATUS_LABELS, type OrderStatus } from '@flame/shared';
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
import type { AddedSpecialDay } from '../../../api/special-days';
import { specialDayDate } from './special-day-text';

type Decision = 'kept' | 'cancelled';
type AffectedOrder = AddedSpecialDay['affected']['orders'][number];
type AffectedReservation = AddedSpecialDay['affected']['reservations'][number];

function Entry({
  title,
  detail,
  decision,
  cancelLabel,
  onCancel,
  onKeep,
}: {
  title: string;
  detail: string;
  decision: Decision | undefined;
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
      {decision ? (
        <p className="text-sm font-semibold text-stone-700">{decision === 'kept' ? 'Kept' : 'Cancelled'}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onKeep}>
            Keep
          </Button>
          <Button size="sm" onClick={onCancel}>
            {cancelLabel}
          </Button>
        </div>
      )}
    </li>
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
 * The orders and reservations a new special day leaves outside its hours: nothing was cancelled, so the owner
 * decides for each, keeping it or cancelling it (an order with the reason the customer reads, asked first).
 */
export function AffectedBookings({ day, onDone }: { day: AddedSpecialDay; onDone: () => void }) {
  const { timeZone } = useOwnedRestaurant();
  const pickups = usePickups();
  const cancelOrder = useCancelWithReason();
  const cancelReservation = useCancelGuestReservation();
  const [decisions, setDecisions] = useState<Record<string, Decision>>({});
  const [order, setOrder] = useState<AffectedOrder | null>(null);
  const [reason, setReason] = useState('');
  const [reservation, setReservation] = useState<AffectedReservation | null>(null);
  const decide = (id: string, decision: Decision) => setDecisions((all) => ({ ...all, [id]: decision }));
  const { orders, reservations } = day.affected;
  const time = (iso: string) => formatInZone(iso, timeZone, 'h:mm a');
  const customerOf = (id: string) =>
    pickups.data?.find((row) => row._id === id)?.customerName ?? 'a customer';
  const allDecided = [...orders, ...reservations].every((item) => decisions[item._id]);

  return (
    <>
      <Banner tone="info" title={`Already booked for ${specialDayDate(day.date, timeZone)}`}>
        <p>These fall outside the new hours. Nothing was cancelled: decide for each.</p>
        <div className="mt-3 flex flex-col gap-4">
          {orders.length > 0 && (
            <Group label="Pickup orders">
              {orders.map((item) => (
                <Entry
                  key={item._id}
                  title={`Order #${orderShortCode(item._id, 8)} (number ${item.orderNumber})`}
                  detail={`Pickup ${time(item.pickupTime)} · ${customerOf(item._id)} · ${PICKUP_STATUS_LABELS[item.status as OrderStatus] ?? item.status}`}
                  decision={decisions[item._id]}
                  cancelLabel="Cancel order"
                  onKeep={() => decide(item._id, 'kept')}
                  onCancel={() => setOrder(item)}
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
                  decision={decisions[item._id]}
                  cancelLabel="Cancel reservation"
                  onKeep={() => decide(item._id, 'kept')}
                  onCancel={() => setReservation(item)}
                />
              ))}
            </Group>
          )}
          {allDecided && (
            <Button size="sm" variant="secondary" className="self-start" onClick={onDone}>
              Done
            </Button>
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
          cancelOrder.mutate(
            { orderId: order._id, reason },
            {
              onSuccess: () => {
                toast.success('Order cancelled');
                decide(order._id, 'cancelled');
                setOrder(null);
                setReason('');
              },
              onError: (error) => toast.error(errorMessage(error, 'Failed to cancel the order')),
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
          cancelReservation.mutate(
            { reservationId: reservation._id, reason: '' },
            {
              onSuccess: () => {
                toast.success('Reservation cancelled');
                decide(reservation._id, 'cancelled');
                setReservation(null);
              },
              onError: (error) => toast.error(errorMessage(error, 'Failed to cancel the reservation')),
            },
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
