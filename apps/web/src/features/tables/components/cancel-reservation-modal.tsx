import { BOOKING_MESSAGES, type Reservation } from '@flame/shared';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { ReservationSummary } from './reservation-panel';

/** Asks before cancelling (spec section 8: 'Are you sure you want to cancel this reservation?'). */
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
    <Modal
      open={reservation !== null}
      onClose={onClose}
      title="Cancel Reservation"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={cancelling}>
            Keep Reservation
          </Button>
          <Button onClick={() => reservation && onConfirm(reservation)} disabled={cancelling}>
            {cancelling ? 'Cancelling...' : 'Yes, Cancel It'}
          </Button>
        </>
      }
    >
      <p className="text-stone-800">{BOOKING_MESSAGES.confirmCancel}</p>
      {reservation && (
        <div className="mt-4 rounded-card bg-cream-50 p-4 ring-1 ring-cream-200">
          <ReservationSummary reservation={reservation} />
        </div>
      )}
    </Modal>
  );
}
