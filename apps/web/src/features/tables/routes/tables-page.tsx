import {
  BOOKING_MESSAGES,
  cancelledByRestaurantText,
  parseBookingTime,
  type DiningTable,
  type Reservation,
} from '@flame/shared';
import { CalendarX2, CircleAlert, Armchair } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router';
import { BookingNotice } from '../../../components/booking-notice';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { pageTitle } from '../../../lib/head';
import type { HeadFunction, RouteDeps } from '../../../lib/route-deps';
import { useAuth } from '../../../lib/auth/auth-context';
import { useApi } from '../../../lib/api-context';
import { useFailedOnLoad } from '../../../lib/page-state';
import { errorMessage } from '../../../lib/api-client';
import { prefetchForPage, withPageStatus } from '../../../lib/page-load';
import { useCancelMyReservation, useMyReservations } from '../../../api/reservations';
import { bookingHoursQueryOptions, useBookingHours } from '../../../api/opening-hours';
import { useMyReservationEvents } from '../api/my-reservation-events';
import { tablesQueryOptions, useTables } from '../../../api/tables';
import { CancelReservationModal } from '../components/cancel-reservation-modal';
import { failureText } from '../components/failure-text';
import { FindTableSection } from '../components/find-table/find-table-section';
import { clock, longDate } from '../components/format';
import { PageMessage } from '../../../components/ui/page-message';
import { ReservationPanel, type PanelState } from '../components/reservation-panel';
import { TableGrid, TableGridSkeleton } from '../components/table-grid';
import { TimeChoice } from '../components/time-choice';
import { useNotice } from '../../../lib/hooks/use-notice';
import { useTableTime } from '../hooks/use-table-time';

/** The booking form (react-hook-form and zod) loads when a table is chosen, not with the page. */
const ReserveTableModal = lazy(() =>
  import('../components/reserve-table-modal').then((module) => ({ default: module.ReserveTableModal })),
);

export interface TablesLoaderData {
  /** The clock the page offers times against (the server's for the first HTML, so hydration matches). */
  now: number;
}

/** Puts the opening hours and the public table states at the next slot into the first HTML. */
export function loader({ queryClient, api }: RouteDeps) {
  return async () => {
    const statuses = await Promise.all([
      prefetchForPage(queryClient, bookingHoursQueryOptions(api)),
      prefetchForPage(queryClient, tablesQueryOptions(api, { kind: 'public' }, undefined)),
    ]);
    return withPageStatus<TablesLoaderData>({ now: Date.now() }, statuses);
  };
}

export const head: HeadFunction = () => ({
  title: pageTitle('Reserve a Table'),
  description:
    'See which Flame-kissed tables are free at the time you want, and reserve one for a birthday, a date night or dinner with the family.',
  indexable: true,
});

/** /tables. */
export default function TablesPage() {
  const { now: loadedAt } = useLoaderData() as TablesLoaderData;
  const now = useMemo(() => new Date(loadedAt), [loadedAt]);
  const navigate = useNavigate();
  const viewer = useAuth();
  const userId = viewer.status === 'signed-in' ? viewer.user?._id : undefined;

  const api = useApi();
  const hoursFailed = useFailedOnLoad(bookingHoursQueryOptions(api).queryKey);
  const hoursQuery = useBookingHours({ enabled: !hoursFailed });
  const hours = hoursQuery.data;
  const time = useTableTime(hours, now);
  const ready = !hoursFailed && !time.noTimes;
  const publicTables = useTables({ kind: 'public' }, time.at, { enabled: ready && !userId });
  const userTables = useTables({ kind: 'user', userId: userId ?? '' }, time.at, {
    enabled: ready && !!userId,
  });
  const tablesQuery = userId ? userTables : publicTables;
  const tables = userId ? (userTables.data ?? publicTables.data) : publicTables.data;
  const shown = time.valueFor(tables?.at);

  const reservationsQuery = useMyReservations(userId);
  const { notice, show, dismiss } = useNotice();
  useMyReservationEvents(userId, (reservation) =>
    show({
      tone: 'info',
      text: cancelledByRestaurantText(
        reservation.tables.map((t) => t.tableNumber),
        `${longDate(reservation.reservedDate)} at ${reservation.reservedTime}`,
      ),
    }),
  );
  const noticeRef = useRef<HTMLDivElement>(null);
  // A notice after an action far down the page (a card's cancel, the modal) is brought into view.
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);
  const [reserving, setReserving] = useState<DiningTable | null>(null);
  const [waitingFor, setWaitingFor] = useState<DiningTable | null>(null);
  const [cancelling, setCancelling] = useState<Reservation | null>(null);
  const cancel = useCancelMyReservation();

  // 'Reserve Now' pressed before the sign-in check ended: open the form, or go to log in, once it is known.
  const opened = reserving ?? (waitingFor && viewer.status === 'signed-in' ? waitingFor : null);
  const toLogin = paths.login.href(paths.tables.href());
  useEffect(() => {
    if (waitingFor && viewer.status === 'signed-out') void navigate(toLogin);
  }, [waitingFor, viewer.status, navigate, toLogin]);

  const onReserve = (table: DiningTable) => {
    dismiss();
    if (viewer.status === 'signed-in') setReserving(table);
    else if (viewer.status === 'signed-out') void navigate(toLogin);
    else setWaitingFor(table);
  };
  const closeReserve = () => {
    setReserving(null);
    setWaitingFor(null);
  };
  const onBooked = (reservation: Reservation) => {
    closeReserve();
    const minutes = parseBookingTime(reservation.reservedTime);
    if (minutes !== undefined) time.show(reservation.reservedDate, minutes);
    show({ tone: 'success', text: BOOKING_MESSAGES.booked });
  };
  const confirmCancel = async (reservation: Reservation) => {
    try {
      await cancel.mutateAsync(reservation._id);
      show({ tone: 'success', text: BOOKING_MESSAGES.cancelled });
    } catch (error) {
      show({ tone: 'error', text: failureText(error, BOOKING_MESSAGES.cancelFailed) });
    } finally {
      setCancelling(null);
    }
  };

  const panel: PanelState =
    viewer.status === 'unknown'
      ? { status: 'loading' }
      : viewer.status === 'signed-out'
        ? { status: 'signed-out' }
        : reservationsQuery.isError && !reservationsQuery.data
          ? {
              status: 'error',
              message: failureText(reservationsQuery.error, 'Please try again.'),
              retrying: reservationsQuery.isFetching,
              onRetry: () => void reservationsQuery.refetch(),
            }
          : reservationsQuery.data
            ? { status: 'ready', reservations: reservationsQuery.data }
            : { status: 'loading' };

  const loadError = hoursFailed
    ? errorMessage(hoursQuery.error, BOOKING_MESSAGES.loadFailed)
    : tablesQuery.isError && !tables
      ? failureText(tablesQuery.error, BOOKING_MESSAGES.loadFailed)
      : null;
  const retry = () => {
    if (hoursFailed) void hoursQuery.refetch();
    if (!tables) void tablesQuery.refetch();
  };

  return (
    <div className="container-page py-8 sm:py-12">
      <header className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Table reservations</p>
        <h1 className="mt-1 font-display text-4xl font-bold text-stone-900 sm:text-5xl">Reserve a Table</h1>
        <p className="mt-3 text-base text-stone-700 sm:text-lg">
          Choose when you would like to come, pick a free table, and we will have it ready for you.
        </p>
      </header>

      <BookingNotice className="mt-6" />

      {notice && (
        <div ref={noticeRef} className="mt-6">
          <Banner tone={notice.tone} onDismiss={dismiss}>
            {notice.text}
          </Banner>
        </div>
      )}

      <div className="mt-6">
        <FindTableSection hours={hours} minDate={time.minDate} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TimeChoice
          value={shown}
          slots={shown ? time.slotsOf(shown.date) : []}
          timeZone={hours?.timeZone}
          minDate={time.minDate}
          maxDate={time.maxDate}
          onDateChange={(date) => time.changeDate(date, shown)}
          onTimeChange={(minutes) => shown && time.show(shown.date, minutes)}
        />
        <ReservationPanel state={panel} onCancel={setCancelling} />
      </div>

      <section aria-labelledby="available-tables-title" className="mt-10">
        <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <h2 id="available-tables-title" className="font-display text-3xl font-bold text-stone-900">
            Available Tables
          </h2>
          <p aria-live="polite" className="text-sm text-stone-700">
            {shown && shown.minutes !== null && !loadError && !time.noTimes
              ? `Showing ${longDate(shown.date)} at ${clock(shown.minutes)}${tablesQuery.isPlaceholderData ? ' (updating...)' : ''}`
              : ''}
          </p>
        </div>

        {loadError ? (
          <PageMessage
            headingLevel={3}
            icon={CircleAlert}
            tone="error"
            title={BOOKING_MESSAGES.loadFailed}
            actions={
              <Button onClick={retry} busy={hoursQuery.isFetching || tablesQuery.isFetching}>
                Try Again
              </Button>
            }
          >
            <p>{loadError}</p>
          </PageMessage>
        ) : time.noTimes && shown ? (
          <PageMessage
            headingLevel={3}
            icon={CalendarX2}
            title={`No tables can be booked on ${longDate(shown.date)}`}
          >
            <p>We are closed that day, or its booking times have passed. Please choose another date.</p>
          </PageMessage>
        ) : !tables || !hours ? (
          <TableGridSkeleton />
        ) : tables.tables.length === 0 ? (
          <PageMessage headingLevel={3} icon={Armchair} title="No tables yet">
            <p>Please call us to reserve, or check back soon.</p>
          </PageMessage>
        ) : (
          <TableGrid
            tables={tables.tables}
            timeZone={hours.timeZone}
            busy={tablesQuery.isPlaceholderData}
            onReserve={onReserve}
            onCancel={(table) => table.reservation && setCancelling(table.reservation)}
          />
        )}
      </section>

      {hours && shown && opened && (
        <Suspense fallback={null}>
          <ReserveTableModal
            table={opened}
            schedule={{
              hours: hours.openingHours,
              specialDays: hours.specialDays,
              timeZone: hours.timeZone,
              now,
              minDate: time.minDate,
              maxDate: time.maxDate,
            }}
            initial={shown}
            onBooked={onBooked}
            onClose={closeReserve}
          />
        </Suspense>
      )}
      <CancelReservationModal
        reservation={cancelling}
        cancelling={cancel.isPending}
        onConfirm={(reservation) => void confirmCancel(reservation)}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
