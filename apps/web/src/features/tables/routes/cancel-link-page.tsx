import {
  CANCEL_LINK_TEXTS,
  durationLabel,
  RESERVATION_CANCEL_CHOICES,
  reservationMinutes,
  reservationTablesText,
  tablesTerm,
  type CancelLinkView,
} from '@flame/shared';
import { useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { Button, ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction } from '../../../lib/route-deps';
import { useCancelByLink, useCancelLinkView } from '../../../api/reservations';

export const head: HeadFunction = () => ({
  title: pageTitle('Cancel your reservation'),
  description: 'Cancel your table reservation with the link from your email.',
});

/** '2026-11-30' → 'Monday, November 30' (a calendar date, read the same in every time zone). */
function dayText(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${isoDate}T12:00:00Z`));
}

function BookingDetails({ reservation }: { reservation: CancelLinkView['reservation'] }) {
  const rows: [string, string][] = [
    ['Name', reservation.guestName],
    [tablesTerm(reservation), reservationTablesText(reservation)],
    ['Date', dayText(reservation.reservedDate)],
    ['Time', reservation.reservedTime],
    ['Duration', durationLabel(reservationMinutes(reservation))],
    ['Guests', String(reservation.guests)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card bg-cream-50 p-4 text-stone-800">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The emailed cancel link's page: it shows the booking and cancels it only when asked to confirm; a cancelled,
 * started or unknown booking says so.
 */
export default function CancelLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const booking = useCancelLinkView(token);
  const cancel = useCancelByLink(token);
  const view = cancel.data ?? booking.data;

  return (
    <div className="container-page flex justify-center py-10 sm:py-16">
      <section
        aria-labelledby="cancel-title"
        className="flex w-full max-w-lg flex-col gap-5 rounded-card bg-white p-6 shadow-card sm:p-8"
      >
        <h1 id="cancel-title" className="font-display text-3xl font-bold text-stone-900">
          Cancel your reservation
        </h1>
        {!token || booking.isError ? (
          <Banner tone="error" title="This link does not work">
            {token ? errorMessage(booking.error) : CANCEL_LINK_TEXTS.invalid}
          </Banner>
        ) : !view ? (
          <p className="text-stone-600" role="status">
            Loading your reservation...
          </p>
        ) : (
          <>
            <BookingDetails reservation={view.reservation} />
            {cancel.isSuccess ? (
              <Banner tone="success" title="Reservation cancelled">
                {CANCEL_LINK_TEXTS.cancelled}
              </Banner>
            ) : view.state === 'cancelled' ? (
              <Banner tone="info" title="Already cancelled">
                {CANCEL_LINK_TEXTS.alreadyCancelled}
                {view.cancelReason && <p className="mt-1">Reason from the restaurant: {view.cancelReason}</p>}
              </Banner>
            ) : view.state === 'started' ? (
              <Banner tone="info" title="Too late to cancel online">
                {CANCEL_LINK_TEXTS.started} {view.restaurant.phone}
              </Banner>
            ) : (
              <>
                {cancel.isError && (
                  <Banner tone="error" title="Not cancelled">
                    {errorMessage(cancel.error)}
                  </Banner>
                )}
                <p className="text-stone-700">Are you sure you want to cancel this reservation?</p>
                <div className="flex flex-col gap-3 sm:flex-row-reverse">
                  <Button
                    size="lg"
                    busy={cancel.isPending}
                    onClick={() => cancel.mutate()}
                    className="sm:flex-1"
                  >
                    {cancel.isPending ? RESERVATION_CANCEL_CHOICES.busy : RESERVATION_CANCEL_CHOICES.confirm}
                  </Button>
                  <ButtonLink to={paths.home.href()} size="lg" variant="secondary" className="sm:flex-1">
                    {RESERVATION_CANCEL_CHOICES.keep}
                  </ButtonLink>
                </div>
              </>
            )}
            {(cancel.isSuccess || view.state !== 'active') && (
              <ButtonLink to={paths.tables.href()} size="lg" variant="secondary" className="w-full">
                See tables
              </ButtonLink>
            )}
          </>
        )}
      </section>
    </div>
  );
}
