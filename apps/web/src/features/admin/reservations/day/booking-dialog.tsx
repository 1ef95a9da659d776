import {
  noShowLabel,
  RESERVATION_CHANGE_MESSAGES,
  RESERVATION_REASON_MAX,
  RESERVATION_STATUS_LABELS,
  type OwnerBooking,
  type ReservationStatusChange,
} from '@flame/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { useChangeReservationStatus } from '../../../../api/reservation-day';
import { Button } from '../../../../components/ui/button';
import { TextareaField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/api-client';
import { partyText, tablesText } from './booking-text';

/** The changes each state offers, in the order the buttons show. */
const ACTIONS: Partial<Record<OwnerBooking['status'], { status: ReservationStatusChange; label: string }[]>> =
  {
    active: [
      { status: 'seated', label: 'Seat' },
      { status: 'no-show', label: 'Mark no-show' },
      { status: 'cancelled', label: 'Cancel booking' },
    ],
    seated: [{ status: 'completed', label: 'Complete' }],
    requested: [
      { status: 'confirmed', label: 'Accept request' },
      { status: 'declined', label: 'Decline request' },
    ],
  };

/** A booking's details and what the owner can do with it; a cancellation or decline asks for the reason first. */
export function BookingDialog({ booking, onClose }: { booking: OwnerBooking | null; onClose: () => void }) {
  const [asking, setAsking] = useState<'cancelled' | 'declined' | null>(null);
  const [reason, setReason] = useState('');
  const change = useChangeReservationStatus();
  if (!booking) return null;

  const close = () => {
    setAsking(null);
    setReason('');
    onClose();
  };
  const send = (status: ReservationStatusChange) =>
    change.mutate(
      { id: booking._id, status, reason },
      {
        onSuccess: () => {
          toast.success(RESERVATION_CHANGE_MESSAGES[status]);
          close();
        },
        onError: (error) => toast.error(errorMessage(error, 'The booking could not be changed')),
      },
    );
  const noShows = noShowLabel(booking.noShows);
  const rows: [string, string | null][] = [
    ['Status', RESERVATION_STATUS_LABELS[booking.status]],
    ['Party', partyText(booking.partySize)],
    ['Time', booking.time],
    ['Tables', tablesText(booking)],
    ['Occasion', booking.occasion],
    ['Note', booking.note],
    ['No-shows', noShows || 'None'],
  ];

  return (
    <Modal
      open
      onClose={close}
      title={`${booking.name} at ${booking.time}`}
      footer={
        asking ? (
          <>
            <Button variant="secondary" onClick={() => setAsking(null)} busy={change.isPending}>
              Back
            </Button>
            <Button
              onClick={() => send(asking)}
              busy={change.isPending}
              disabled={asking === 'declined' && reason.trim() === ''}
            >
              {asking === 'cancelled' ? 'Cancel and tell the guest' : 'Decline and tell the guest'}
            </Button>
          </>
        ) : (
          (ACTIONS[booking.status] ?? []).map((action) => (
            <Button
              key={action.status}
              variant={action.status === 'seated' || action.status === 'confirmed' ? 'primary' : 'secondary'}
              busy={change.isPending}
              onClick={() =>
                action.status === 'cancelled' || action.status === 'declined'
                  ? setAsking(action.status)
                  : send(action.status)
              }
            >
              {action.label}
            </Button>
          ))
        )
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd
                className={label === 'No-shows' && noShows ? 'font-semibold text-red-700' : 'text-stone-900'}
              >
                {value}
              </dd>
            </div>
          ) : null,
        )}
        <dt className="text-stone-600">Phone</dt>
        <dd>
          {booking.phone ? (
            <a href={`tel:${booking.phone}`} className="text-brand-700 underline-offset-2 hover:underline">
              {booking.phone}
            </a>
          ) : (
            'None given'
          )}
        </dd>
        <dt className="text-stone-600">Email</dt>
        <dd className="min-w-0 break-all">
          <a href={`mailto:${booking.email}`} className="text-brand-700 underline-offset-2 hover:underline">
            {booking.email}
          </a>
        </dd>
      </dl>
      {asking && (
        <TextareaField
          label="Reason for the guest"
          hint={
            asking === 'declined'
              ? 'Required. Sent to the guest by email.'
              : 'Optional. Sent to the guest with the cancellation email.'
          }
          className="mt-4"
          rows={3}
          maxLength={RESERVATION_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
    </Modal>
  );
}
