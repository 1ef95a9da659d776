import {
  noShowLabel,
  RESERVATION_CHANGE_MESSAGES,
  RESERVATION_MOVE_MESSAGES,
  RESERVATION_REASON_MAX,
  RESERVATION_STATUS_LABELS,
  tablesText as tableNumbersText,
  type OwnerBooking,
  type ReservationDay,
  type ReservationStatusChange,
} from '@flame/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { useChangeReservationStatus, useMoveReservation } from '../../../../api/reservation-day';
import { PhoneLink } from '../../../../components/phone-link';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { TextareaField } from '../../../../components/ui/field';
import { Modal } from '../../../../components/ui/modal';
import { errorMessage } from '../../../../lib/api-client';
import { ChangeBookingDialog } from '../phone-booking/change-booking-dialog';
import { bookingTablesText, partyText } from './booking-text';
import { moveOptions } from './move-options';
import { TableGroupPicker } from './table-group-picker';

/** States whose booking may move to other tables (it holds tables). */
const MOVABLE: readonly OwnerBooking['status'][] = ['active', 'seated'];

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

const ACTION_WIDTH = 'w-full sm:w-auto';

/**
 * A booking's details and what the owner can do with it; a cancellation or decline asks for the reason first;
 * 'Move to table…' lists the single tables and pairs free for the party's stay, and lets the owner push
 * several free tables together.
 */
export function BookingDialog({
  booking,
  day,
  onClose,
}: {
  booking: OwnerBooking | null;
  day: ReservationDay | undefined;
  onClose: () => void;
}) {
  const [asking, setAsking] = useState<'cancelled' | 'declined' | null>(null);
  const [moving, setMoving] = useState(false);
  const [changing, setChanging] = useState(false);
  const [reason, setReason] = useState('');
  const change = useChangeReservationStatus();
  const move = useMoveReservation();
  if (!booking) return null;

  const close = () => {
    setAsking(null);
    setMoving(false);
    setChanging(false);
    setReason('');
    onClose();
  };
  // 'Change booking' takes this dialog's place (one dialog on screen); leaving it unsaved comes back here.
  if (changing && day) {
    return (
      <ChangeBookingDialog booking={booking} day={day} onClose={() => setChanging(false)} onChanged={close} />
    );
  }
  const moveTo = (tables: number[]) =>
    move.mutate(
      { id: booking._id, tables },
      {
        onSuccess: () => {
          toast.success(`${RESERVATION_MOVE_MESSAGES.moved} to ${tableNumbersText(tables)}`);
          close();
        },
        onError: (error) => toast.error(errorMessage(error, 'The booking could not be moved')),
      },
    );
  const options = moving && day ? moveOptions(day, booking) : [];
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
    ['Tables', bookingTablesText(booking)],
    ['Occasion', booking.occasion],
    ['Note', booking.note],
    ['No-shows', noShows || 'None'],
  ];

  return (
    <Modal
      open
      onClose={close}
      title={
        <>
          {`${booking.name} at ${booking.time}`}
          {booking.source === 'staff' && (
            <>
              {' '}
              <Badge tone="neutral" className="ml-1 align-middle font-sans">
                By phone
              </Badge>
            </>
          )}
        </>
      }
      footer={
        moving ? (
          <Button variant="secondary" onClick={() => setMoving(false)} busy={move.isPending}>
            Back
          </Button>
        ) : asking ? (
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
          // Two to a row on a phone, every button as wide as its column; one row from the tablet on.
          <div className="grid w-full grid-cols-2 gap-3 sm:flex sm:w-auto sm:flex-wrap sm:justify-end">
            {(ACTIONS[booking.status] ?? []).map((action) => (
              <Button
                key={action.status}
                className={ACTION_WIDTH}
                variant={
                  action.status === 'seated' || action.status === 'confirmed' ? 'primary' : 'secondary'
                }
                busy={change.isPending}
                onClick={() =>
                  action.status === 'cancelled' || action.status === 'declined'
                    ? setAsking(action.status)
                    : send(action.status)
                }
              >
                {action.label}
              </Button>
            ))}
            {booking.status === 'active' && (
              <Button
                variant="secondary"
                className={ACTION_WIDTH}
                disabled={change.isPending}
                onClick={() => setChanging(true)}
              >
                Change booking
              </Button>
            )}
            {MOVABLE.includes(booking.status) && (
              <Button
                variant="secondary"
                className={ACTION_WIDTH}
                disabled={change.isPending}
                onClick={() => setMoving(true)}
              >
                Move to table…
              </Button>
            )}
          </div>
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
        <dd>{booking.phone ? <PhoneLink phone={booking.phone} /> : 'None given'}</dd>
        {booking.email && (
          <>
            <dt className="text-stone-600">Email</dt>
            <dd className="min-w-0 break-all">
              <a
                href={`mailto:${booking.email}`}
                className="text-brand-700 underline-offset-2 hover:underline"
              >
                {booking.email}
              </a>
            </dd>
          </>
        )}
      </dl>
      {moving && (
        <section aria-labelledby="move-title" className="mt-4 border-t border-stone-200 pt-4">
          <h3 id="move-title" className="font-semibold text-stone-900">
            Move to table
          </h3>
          {options.length === 0 ? (
            <p role="status" className="mt-2 text-sm text-stone-600">
              No other single table or pair seats this party and is free for its whole stay.
            </p>
          ) : (
            <>
              <p className="mt-1 text-sm text-stone-600">
                Free for the whole stay; the guest is not emailed.
              </p>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {options.map((option) => (
                  <li key={option.numbers.join('+')}>
                    <Button
                      variant="secondary"
                      className="w-full"
                      busy={move.isPending}
                      onClick={() => moveTo(option.numbers)}
                    >
                      {`${tableNumbersText(option.numbers)} · ${option.seats} seats`}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      {/* Beside the offers, not among them: its own group, named by its legend. */}
      {moving && day && (
        <TableGroupPicker day={day} booking={booking} busy={move.isPending} onMove={moveTo} />
      )}
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
