import { durationLabel, reservationMinutes, reservationTablesText, type Reservation } from '@flame/shared';
import { CalendarX2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton, skeletonBlockClass } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { guestsLabel, longDate, seatsLabel } from './format';

export type PanelState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error'; message: string; retrying: boolean; onRetry: () => void }
  | { status: 'ready'; reservations: readonly Reservation[] };

function PanelShell({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="your-reservation-title"
      className="flex min-h-56 flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <h2 id="your-reservation-title" className="font-display text-xl font-bold text-stone-900">
        Your Reservation
      </h2>
      {children}
    </section>
  );
}

function NoTable({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 py-4 text-center">
      <CalendarX2 aria-hidden="true" className="size-8 text-brand-300" />
      <p className="font-semibold text-stone-900">No Table Reserved</p>
      {children}
    </div>
  );
}

/** 'Your Reservation': the customer's upcoming reservations, each with a cancel. */
export function ReservationPanel({
  state,
  onCancel,
}: {
  state: PanelState;
  onCancel: (reservation: Reservation) => void;
}) {
  if (state.status === 'loading') {
    return (
      <PanelShell>
        <Skeleton label="Loading your reservations...">
          <div className="mt-4 flex flex-col gap-2.5">
            <div className={`h-5 w-2/3 ${skeletonBlockClass}`} />
            <div className={`h-4 w-full ${skeletonBlockClass}`} />
            <div className={`h-4 w-1/2 ${skeletonBlockClass}`} />
          </div>
        </Skeleton>
      </PanelShell>
    );
  }
  if (state.status === 'signed-out') {
    return (
      <PanelShell>
        <NoTable>
          <p className="text-sm text-stone-600">Log in to reserve a table and see your reservations here.</p>
          <ButtonLink to={paths.login.href(paths.tables.href())} size="sm" className="mt-2">
            Log in
          </ButtonLink>
        </NoTable>
      </PanelShell>
    );
  }
  if (state.status === 'error') {
    return (
      <PanelShell>
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-2 py-4 text-center">
          <p className="font-semibold text-red-800">Failed to load your reservations</p>
          <p className="text-sm text-stone-600">{state.message}</p>
          <Button size="sm" variant="secondary" onClick={state.onRetry} busy={state.retrying}>
            Try Again
          </Button>
        </div>
      </PanelShell>
    );
  }
  if (state.reservations.length === 0) {
    return (
      <PanelShell>
        <NoTable>
          <p className="text-sm text-stone-600">
            Choose a time and reserve one of the available tables below.
          </p>
        </NoTable>
      </PanelShell>
    );
  }
  return (
    <PanelShell>
      <ul className="mt-4 flex flex-col divide-y divide-cream-200">
        {state.reservations.map((reservation) => (
          <li key={reservation._id} className="py-3 first:pt-0 last:pb-0">
            <ReservationSummary reservation={reservation} />
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() => onCancel(reservation)}
              aria-label={`Cancel reservation of ${reservationTablesText(reservation)} on ${longDate(reservation.reservedDate)} at ${reservation.reservedTime}`}
            >
              Cancel
            </Button>
          </li>
        ))}
      </ul>
    </PanelShell>
  );
}

/** Its tables (every one of a combination), date, time, duration, guests and purpose. */
export function ReservationSummary({ reservation }: { reservation: Reservation }) {
  const rows: [string, string][] = [
    ['Date', longDate(reservation.reservedDate)],
    ['Time', reservation.reservedTime],
    ['Duration', durationLabel(reservationMinutes(reservation))],
    ['Guests', guestsLabel(reservation.guests)],
    ['Purpose', reservation.purpose],
  ];
  return (
    <div>
      <p className="font-semibold text-stone-900">
        {reservationTablesText(reservation)}{' '}
        <span className="font-normal text-stone-600">· {seatsLabel(reservation.seats)}</span>
      </p>
      <dl className="mt-1.5 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-stone-600">{term}</dt>
            <dd className="text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
