import {
  type AdminOrderStatus,
  CANCELLATION_REASON_MAX_LENGTH,
  orderCodeText,
  orderName,
  type PickupRow,
} from '@flame/shared';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../../components/ui/field';

/** A status change the owner asked for, waiting for the answer to the question. */
export interface PendingStatusChange {
  row: PickupRow;
  status: AdminOrderStatus;
}

/** The statuses no order ever leaves: moving an order there is asked first. */
export type FinalStatus = Extract<AdminOrderStatus, 'completed' | 'cancelled'>;

const QUESTIONS: Record<
  FinalStatus,
  {
    title: (orderNumber: number) => string;
    dismiss: string;
    confirm: string;
    busy: string;
    outcome: string;
  }
> = {
  cancelled: {
    title: (orderNumber) => `Cancel ${orderName(orderNumber).toLowerCase()}?`,
    dismiss: 'Keep Order',
    confirm: 'Yes, Cancel Order',
    busy: 'Cancelling...',
    outcome: 'The customer sees it cancelled at once, and a cancelled order cannot be reopened.',
  },
  completed: {
    title: (orderNumber) => `Mark ${orderName(orderNumber).toLowerCase()} completed?`,
    dismiss: 'Not Yet',
    confirm: 'Yes, Mark Completed',
    busy: 'Saving...',
    outcome: 'It leaves the active pickups, and a completed order cannot change again.',
  },
};

export function isFinalStatus(status: AdminOrderStatus): status is FinalStatus {
  return status in QUESTIONS;
}

/**
 * Asks before an order moves to a status it can never leave, naming the order (code and number) and the
 * customer. Dismissing it changes nothing. This question is where anything the owner adds to such a change
 * (a reason for cancelling) is asked.
 */
export function ConfirmStatusDialog({
  change,
  busy,
  reason,
  onReasonChange,
  onConfirm,
  onClose,
}: {
  change: {
    row: Pick<PickupRow, 'shortId' | 'orderNumber' | 'customerName'>;
    status: FinalStatus;
  } | null;
  busy: boolean;
  /** The reason the customer reads, asked only when cancelling. */
  reason: string;
  onReasonChange: (reason: string) => void;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const question = QUESTIONS[change?.status ?? 'cancelled'];
  return (
    <ConfirmDialog
      open={change !== null}
      title={change ? question.title(change.row.orderNumber) : ''}
      dismissLabel={question.dismiss}
      confirmLabel={question.confirm}
      busyLabel={question.busy}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {change && (
        <>
          <p className="break-words">
            <span className="font-semibold">{orderName(change.row.orderNumber)}</span> (
            <span className="font-mono">{orderCodeText(change.row.shortId)}</span>) for{' '}
            <span className="font-semibold">{change.row.customerName}</span>.
          </p>
          <p className="mt-2 text-stone-700">{question.outcome}</p>
          {change.status === 'cancelled' && (
            <TextareaField
              label="Reason for the customer"
              optional
              hint={`Shown on their order page and in the email, up to ${CANCELLATION_REASON_MAX_LENGTH} characters.`}
              className="mt-4"
              value={reason}
              onChange={(event) => onReasonChange(event.target.value)}
              maxLength={CANCELLATION_REASON_MAX_LENGTH}
              rows={3}
              placeholder="e.g. We ran out of lamb tonight, sorry!"
            />
          )}
        </>
      )}
    </ConfirmDialog>
  );
}
