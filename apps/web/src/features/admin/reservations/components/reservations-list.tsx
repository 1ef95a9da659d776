import {
  RESERVATION_CANCEL_CHOICES,
  reservationMinutes,
  reservationTablesText,
  type Reservation,
} from '@flame/shared';
import { CalendarX2, Mail } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PhoneLink } from '../../../../components/phone-link';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { TextareaField } from '../../../../components/ui/field';
import { errorMessage } from '../../../../lib/api-client';
import { hoursText, reservationDate } from '../reservation-format';
import { useCancelGuestReservation } from '../../../../api/reservations';
import { purposeText } from '../reservation-summary';

const HEAD = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase';
const CELL = 'px-3 py-3 align-middle';

/**
 * The upcoming reservations: a table from 1280 px, where all its columns fit beside the side menu; below that
 * (the kitchen's 1024 px tablet, a phone) a list of cards, so the page never scrolls sideways. Each has Cancel (after confirmation, with an optional reason the guest is told by email and on the
 * booking's page: 'Reservation cancelled!').
 */
export function ReservationsList({ reservations }: { reservations: Reservation[] }) {
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const [reason, setReason] = useState('');
  const cancel = useCancelGuestReservation();

  const ask = (r: Reservation) => {
    setReason('');
    setCancelling(r);
  };
  // The answer is awaited here rather than in `mutate`'s callbacks, which are dropped when this list unmounts:
  // cancelling the last booking empties the list, and the live event can do that before the answer arrives.
  const confirm = async () => {
    if (!cancelling) return;
    try {
      await cancel.mutateAsync({ reservationId: cancelling._id, reason });
      toast.success('Reservation cancelled!');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to cancel reservation'));
    } finally {
      setCancelling(null);
    }
  };
  const cancelButton = (r: Reservation) => (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => ask(r)}
      aria-label={`Cancel the reservation of ${r.reservedBy.name} at ${reservationTablesText(r)}`}
    >
      <CalendarX2 aria-hidden="true" className="size-4" />
      Cancel
    </Button>
  );

  return (
    <>
      {/*
        The card scrolls sideways on its own when the table is wider. `relative` makes it the containing block
        of the table's screen-reader-only labels (absolutely placed): without it they sit past its right edge,
        outside its scrolling, and widen the whole page. Keyboard users reach the scrolling too (axe:
        scrollable-region-focusable).
      */}
      <div
        className="relative hidden overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-cream-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus xl:block"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label="Upcoming reservations, scrollable"
      >
        <table className="w-full text-sm text-stone-800">
          <caption className="sr-only">Upcoming reservations</caption>
          <thead className="border-b border-cream-200 bg-cream-50">
            <tr>
              {['Table', 'Customer', 'Contact', 'When', 'Duration', 'Purpose'].map((label) => (
                <th key={label} scope="col" className={HEAD}>
                  {label}
                </th>
              ))}
              <th scope="col" className={HEAD}>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-cream-200">
            {reservations.map((r) => (
              <tr key={r._id} className="hover:bg-cream-50/60">
                <td className={`${CELL} whitespace-nowrap`}>
                  <p className="font-semibold text-stone-900">{reservationTablesText(r)}</p>
                  <p className="text-stone-600">{r.seats} seats</p>
                </td>
                <td className={`${CELL} whitespace-nowrap`}>
                  <p className="font-medium">{r.reservedBy.name}</p>
                  <p className="text-stone-600">
                    {r.guests} {r.guests === 1 ? 'guest' : 'guests'}
                  </p>
                </td>
                <td className={CELL}>
                  {/* A long address is cut short with its whole text on hover and read aloud, so the column stays narrow. */}
                  {r.reservedBy.email && (
                    <a
                      href={`mailto:${r.reservedBy.email}`}
                      title={r.reservedBy.email}
                      className="block max-w-56 truncate text-brand-700 underline-offset-2 hover:underline"
                    >
                      {r.reservedBy.email}
                    </a>
                  )}
                  {r.phone && <PhoneLink phone={r.phone} className="block" />}
                </td>
                {/* Date over time, as table over seats: the row fits beside the side menu from 1280 px. */}
                <td className={`${CELL} whitespace-nowrap`}>
                  <p>{reservationDate(r.reservedDate)}</p>
                  <p className="text-stone-600">{r.reservedTime}</p>
                </td>
                <td className={`${CELL} whitespace-nowrap`}>{hoursText(reservationMinutes(r))}</td>
                <td className={`${CELL} whitespace-nowrap`}>{purposeText(r.purpose)}</td>
                <td className={`${CELL} text-right`}>{cancelButton(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-4 md:grid-cols-2 xl:hidden" aria-label="Upcoming reservations">
        {reservations.map((r) => (
          <li key={r._id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-cream-200">
            <div className="flex items-start justify-between gap-3">
              <div>
                <p className="font-display text-lg font-bold text-stone-900">{reservationTablesText(r)}</p>
                <p className="text-sm text-stone-600">{r.seats} seats</p>
              </div>
              <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                {purposeText(r.purpose)}
              </span>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-stone-600">Customer</dt>
              <dd className="font-medium text-stone-900">
                {r.reservedBy.name} ({r.guests} {r.guests === 1 ? 'guest' : 'guests'})
              </dd>
              <dt className="text-stone-600">Contact</dt>
              <dd className="min-w-0 break-all">
                {r.reservedBy.email && (
                  <a
                    href={`mailto:${r.reservedBy.email}`}
                    className="inline-flex items-center gap-1 text-brand-700"
                  >
                    <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                    {r.reservedBy.email}
                  </a>
                )}
                {r.phone && <PhoneLink phone={r.phone} className="block" />}
              </dd>
              <dt className="text-stone-600">Date</dt>
              <dd>{reservationDate(r.reservedDate)}</dd>
              <dt className="text-stone-600">Time</dt>
              <dd>{r.reservedTime}</dd>
              <dt className="text-stone-600">Duration</dt>
              <dd>{hoursText(reservationMinutes(r))}</dd>
            </dl>
            <div className="mt-4 flex justify-end">{cancelButton(r)}</div>
          </li>
        ))}
      </ul>

      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this reservation?"
        dismissLabel={RESERVATION_CANCEL_CHOICES.keep}
        confirmLabel={RESERVATION_CANCEL_CHOICES.confirm}
        busyLabel={RESERVATION_CANCEL_CHOICES.busy}
        busy={cancel.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setCancelling(null)}
      >
        {cancelling && (
          <p>
            {cancelling.reservedBy.name}&apos;s reservation of {reservationTablesText(cancelling)} on{' '}
            {reservationDate(cancelling.reservedDate)} at {cancelling.reservedTime} will be cancelled and{' '}
            {cancelling.tables.length > 1 ? 'its tables' : 'the table'} freed.
          </p>
        )}
        <TextareaField
          label="Reason for the guest"
          hint="Optional. Sent to the guest with the cancellation email."
          className="mt-4"
          rows={3}
          maxLength={300}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder="A private event has booked the restaurant that evening."
        />
      </ConfirmDialog>
    </>
  );
}
