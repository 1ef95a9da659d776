import {
  isActivePickup,
  outsideHoursCancelReason,
  PICKUP_MESSAGES,
  PICKUP_MOVE_OVER_CAPACITY_FIELD,
  type AdminOrderStatus,
  type PickupRow,
} from '@flame/shared';
import { ShoppingBag } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useCancelWithReason, useMovePickupTime, useUpdatePickupStatus } from '../../../../api/pickups';
import {
  ConfirmStatusDialog,
  isFinalStatus,
  type FinalStatus,
  type PendingStatusChange,
} from './confirm-status-dialog';
import { BlockCustomerDialog } from './block-customer-dialog';
import { KitchenBoard } from './kitchen-board';
import { MovePickupDialog } from './move-pickup-dialog';
import { PickupCards } from './pickup-cards';
import { PickupsTable } from './pickups-table';
import type { PickupListProps } from './pickup-list-props';

function Card({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-cream-200"
    >
      <h2
        id={id}
        className="flex items-center gap-2 border-b border-cream-200 px-5 py-4 font-display text-lg font-bold text-stone-900"
      >
        {title}
        <span className="rounded-full bg-cream-100 px-2 text-sm font-semibold text-stone-700">{count}</span>
      </h2>
      {children}
    </section>
  );
}

/**
 * A table on wide screens, below it (the table's eight columns need the width of a desktop) the active pickups
 * as the kitchen view's groups and the closed ones as a list of cards.
 */
function PickupList({ kitchen, ...props }: PickupListProps & { caption: string; kitchen: boolean }) {
  return (
    <>
      <div className="hidden xl:block">
        <PickupsTable {...props} />
      </div>
      <div className="xl:hidden">
        {kitchen ? <KitchenBoard {...props} /> : <PickupCards label={props.caption} {...props} />}
      </div>
    </>
  );
}

/**
 * The active pickups (or 'No active pickups'), then the ones closed in the last 24 hours. A change to a status
 * the order can never leave (completed, cancelled) is asked first, a cancellation with the reason the customer
 * reads; the question stays open if it fails. 'Move pickup time' offers later times and is confirmed too.
 */
export function PickupsBoard({ rows }: { rows: PickupRow[] }) {
  const update = useUpdatePickupStatus();
  const cancel = useCancelWithReason();
  const move = useMovePickupTime();
  const [asking, setAsking] = useState<(PendingStatusChange & { status: FinalStatus }) | null>(null);
  const [reason, setReason] = useState('');
  const [moving, setMoving] = useState<PickupRow | null>(null);
  const [slotFull, setSlotFull] = useState<string | null>(null);
  const [blocking, setBlocking] = useState<PickupRow | null>(null);
  const active = rows.filter((row) => isActivePickup(row.status));
  const closed = rows.filter((row) => !isActivePickup(row.status));
  const answered = (done: string) => ({
    onSuccess: () => {
      toast.success(done);
      setAsking(null);
      setReason('');
    },
    onError: (error: unknown) => toast.error(errorMessage(error, 'Failed to update order status')),
  });
  const save = ({ row, status }: PendingStatusChange) =>
    status === 'cancelled'
      ? cancel.mutate({ orderId: row._id, reason }, answered(PICKUP_MESSAGES.cancelled(row.orderNumber)))
      : update.mutate({ orderId: row._id, status }, answered(PICKUP_MESSAGES.updated));
  const moveTo = (pickupTime: string) =>
    moving &&
    move.mutate(
      // Past the slot's limit only once the owner saw the warning and confirmed again.
      { orderId: moving._id, pickupTime, overCapacity: slotFull !== null },
      {
        onSuccess: () => {
          toast.success('Pickup time moved');
          setMoving(null);
          setSlotFull(null);
        },
        onError: (error) => {
          const full =
            error instanceof ApiError ? error.fieldErrors[PICKUP_MOVE_OVER_CAPACITY_FIELD]?.[0] : undefined;
          if (full) setSlotFull(full);
          else toast.error(errorMessage(error, 'Failed to move the pickup time'));
        },
      },
    );
  const onStatusChange = (row: PickupRow, status: AdminOrderStatus) => {
    // A cancellation of an order a special day left out offers the closure as its reason.
    if (status === 'cancelled' && row.outsideHours) setReason(outsideHoursCancelReason(row.outsideHours));
    if (isFinalStatus(status)) setAsking({ row, status });
    else save({ row, status });
  };
  const busyId = update.isPending
    ? (update.variables?.orderId ?? null)
    : cancel.isPending
      ? (cancel.variables?.orderId ?? null)
      : null;

  return (
    <div className="flex flex-col gap-6">
      <Card title="Active pickups" count={active.length}>
        {active.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center">
            <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
              <ShoppingBag aria-hidden="true" className="size-6" />
            </span>
            <p className="font-display text-xl font-bold text-stone-900">{PICKUP_MESSAGES.empty}</p>
            <p className="text-sm text-stone-600">New orders appear here as they are placed.</p>
          </div>
        ) : (
          <PickupList
            caption="Active pickups"
            kitchen
            rows={active}
            busyId={busyId}
            onStatusChange={onStatusChange}
            onMovePickup={setMoving}
            onBlockCustomer={setBlocking}
          />
        )}
      </Card>
      {closed.length > 0 && (
        <Card title="Closed in the last 24 hours" count={closed.length}>
          <PickupList
            caption="Closed in the last 24 hours"
            kitchen={false}
            rows={closed}
            busyId={busyId}
            onStatusChange={onStatusChange}
            onMovePickup={setMoving}
            onBlockCustomer={setBlocking}
          />
        </Card>
      )}
      <ConfirmStatusDialog
        change={asking}
        busy={update.isPending || cancel.isPending}
        reason={reason}
        onReasonChange={setReason}
        onConfirm={() => asking && save(asking)}
        onClose={() => {
          if (update.isPending || cancel.isPending) return;
          setAsking(null);
          setReason('');
        }}
      />
      <BlockCustomerDialog row={blocking} onClose={() => setBlocking(null)} />
      <MovePickupDialog
        row={moving}
        rows={rows}
        busy={move.isPending}
        slotFull={slotFull}
        onMove={moveTo}
        onTimeChange={() => setSlotFull(null)}
        onClose={() => {
          if (move.isPending) return;
          setMoving(null);
          setSlotFull(null);
        }}
      />
    </div>
  );
}
