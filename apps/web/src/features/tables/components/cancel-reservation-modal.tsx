import { BOOKING_MESSAGES, RESERVATION_CANCEL_CHOICES, type Reservation } from '@flame/shared';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ReservationSummary } from './reservation-panel';

/** Asks before cancelling ('Are you sure you want to cancel this reservation?'). */
export function CancelReservationModal({
  reservation,
  cancelling,
  onConfirm,
  onClose,
}: {
  reservation: Reservation | null;
  cancelling: boolean;
  onConfirm: (reservation: Reservation) => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={reservation !== null}
      title="Cancel Reservation"
      dismissLabel={RESERVATION_CANCEL_CHOICES.keep}
      confirmLabel={RESERVATION_CANCEL_CHOICES.confirm}
      busyLabel={RESERVATION_CANCEL_CHOICES.busy}
      busy={cancelling}
      onConfirm={() => reservation && onConfirm(reservation)}
      onClose={onClose}
    >
      <p>{BOOKING_MESSAGES.confirmCancel}</p>
      {reservation && (
        <div className="mt-4 rounded-card bg-cream-50 p-4 ring-1 ring-cream-200">
          <ReservationSummary reservation={reservation} />
        </div>
      )}
    </ConfirmDialog>
  );
}
