import {
  BOOKING_CHANGE_MESSAGES,
  type OwnerBooking,
  type PartyTime,
  type ReservationDay,
} from '@flame/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderWithApp } from '../../../../test/render-with-app';
import { BookingDialog } from '../day/booking-dialog';
import { DayView } from '../day/day-view';
import { ChangeBookingDialog } from './change-booking-dialog';
import { phoneBooking } from './test-bookings';

/** A whole form dialog in jsdom takes seconds of CPU: on a busy two-CPU machine, more than Vitest's 5. */
const DIALOG_TEST_MS = 15_000;

const DATE = '2026-12-03';

const BOOKING = phoneBooking();

const DAY: ReservationDay = {
  date: DATE,
  timeZone: 'America/Chicago',
  serviceStartsAt: '2026-12-03T06:00:00.000Z',
  tables: [
    { _id: 't5', tableNumber: 5, seats: 4, combinableWith: [] },
    { _id: 't6', tableNumber: 6, seats: 6, combinableWith: [] },
  ],
  bookings: [BOOKING],
};

/**
 * 5:00, 5:30, 5:45 and 6:00 PM, as the server answers: 5:30 is held by the booking's own table, free only when
 * asked for it (`except=r1`) and for a party that table seats; 6:00 PM is not free for six.
 */
function times(url: string): PartyTime[] {
  const query = new URL(url, 'http://localhost').searchParams;
  const six = query.get('partySize') === '6';
  return [
    { time: '2026-12-03T23:00:00.000Z', available: true },
    { time: '2026-12-03T23:30:00.000Z', available: query.get('except') === 'r1' && !six },
    { time: '2026-12-03T23:45:00.000Z', available: true },
    { time: '2026-12-04T00:00:00.000Z', available: !six },
  ];
}

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

const isChange = (url: string, init?: RequestInit) =>
  url === '/api/reservations/r1' && init?.method === 'PATCH';

/** Answers the owner's times as `times` does, the change with `changeAnswer`, and anything else with a 404. */
function api(changeAnswer: Answer, others: Answer = () => jsonAnswer(404, {})): Answer {
  return (url, init) =>
    url.includes('/reservations/staff/availability')
      ? jsonAnswer(200, { success: true, data: times(url) })
      : isChange(url, init)
        ? changeAnswer(url, init)
        : others(url, init);
}

function renderDialog(changeAnswer: Answer, booking = BOOKING, day = DAY) {
  const onClose = vi.fn();
  const onChanged = vi.fn();
  const fetch = renderWithApp(
    <>
      <Toaster />
      <ChangeBookingDialog booking={booking} day={day} onClose={onClose} onChanged={onChanged} />
    </>,
    { noRetries: true, answer: api(changeAnswer) },
  );
  return { fetch, onClose, onChanged };
}

const dialog = () => screen.getByRole('dialog', { name: 'Change booking' });
const partySelect = () => within(dialog()).getByRole('combobox', { name: 'Party size' });
const timeSelect = () => within(dialog()).getByRole('combobox', { name: 'Time' });
const dateField = () => within(dialog()).getByLabelText('Date');
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const offered = () =>
  within(timeSelect())
    .getAllByRole('option')
    .map((option) => option.textContent);
const save = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Save changes' }));
const sentBodies = (fetch: ReturnType<typeof renderWithApp>) =>
  fetch.mock.calls
    .filter(([url, init]) => isChange(url, init))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** A party of 6 at 5:45 PM, once the times for 6 are read. */
async function askForSixAt545() {
  await waitFor(() => expect(timeSelect()).toBeEnabled());
  change(partySelect(), '6');
  await waitFor(() => expect(offered()).toEqual(['Choose a time', '5:00 PM', '5:45 PM']));
  change(timeSelect(), '5:45 PM');
}

describe('ChangeBookingDialog', { timeout: DIALOG_TEST_MS }, () => {
  it("opens with the booking's party size, date and time, among the times its own tables free for it", async () => {
    const { fetch } = renderDialog(() => jsonAnswer(500, {}));
    expect(partySelect()).toHaveValue('4');
    expect(dateField()).toHaveValue(DATE);
    expect(within(dialog()).getByText(/^Nora Caller, party of 4, Thu, Dec 3 at 5:30 PM/)).toBeInTheDocument();
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    // 5:30 PM is held by its own table, asked for with the booking's id: offered.
    expect(offered()).toEqual(['Choose a time', '5:00 PM', '5:30 PM', '5:45 PM', '6:00 PM']);
    expect(timeSelect()).toHaveValue('5:30 PM');
    const asked = fetch.mock.calls.map(([url]) => url).filter((url) => url.includes('/staff/availability'));
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked) expect(url).toContain('except=r1');

    // Six guests: only the times free for six; the booking's time is no longer its own to keep.
    change(partySelect(), '6');
    await waitFor(() => expect(offered()).toEqual(['Choose a time', '5:00 PM', '5:45 PM']));
    expect(timeSelect()).toHaveValue('');

    // Back to four: its own time is offered again.
    change(partySelect(), '4');
    await waitFor(() => expect(offered()).toContain('5:30 PM'));
  });

  it("asks for the night before's date when the booking is a late sitting of the night before", async () => {
    const late: OwnerBooking = {
      ...BOOKING,
      startsAt: '2026-12-03T06:30:00.000Z',
      endsAt: '2026-12-03T08:00:00.000Z',
      time: '12:30 AM',
    };
    // The night before's hours run to 1:00 AM, so the day's service begins then.
    const day = { ...DAY, serviceStartsAt: '2026-12-03T07:00:00.000Z', bookings: [late] };
    const { fetch } = renderDialog(() => jsonAnswer(500, {}), late, day);
    expect(dateField()).toHaveValue('2026-12-02');
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/reservations/staff/availability?date=2026-12-02&partySize=4&except=r1',
        expect.anything(),
      ),
    );
  });

  it('closes without asking the server when nothing was changed', async () => {
    const { fetch, onClose, onChanged } = renderDialog(() => jsonAnswer(500, {}));
    await waitFor(() => expect(timeSelect()).toHaveValue('5:30 PM'));
    // Changed and put back: still nothing to save.
    change(partySelect(), '5');
    change(partySelect(), '4');
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    change(timeSelect(), '5:30 PM');
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onChanged).not.toHaveBeenCalled();
    expect(sentBodies(fetch)).toEqual([]);
  });

  it('sends the new party size and time, says so with the day and time, and is done', async () => {
    const { fetch, onChanged } = renderDialog(() =>
      jsonAnswer(200, {
        success: true,
        data: { ...BOOKING, partySize: 6, time: '5:45 PM', startsAt: '2026-12-03T23:45:00.000Z' },
        message: BOOKING_CHANGE_MESSAGES.changed,
      }),
    );
    await askForSixAt545();
    save();

    expect(await screen.findByText('Booking changed')).toBeInTheDocument();
    expect(screen.getByText('Nora Caller, party of 6, Thu, Dec 3 at 5:45 PM')).toBeInTheDocument();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(sentBodies(fetch)).toEqual([{ date: DATE, time: '5:45 PM', partySize: 6 }]);
  });

  it("shows the server's refusals under their fields and keeps the values", async () => {
    const { onChanged } = renderDialog(() =>
      jsonAnswer(400, {
        success: false,
        message: 'Validation failed',
        error: { date: ['We are closed on that day'], partySize: ['No table seats a party of 6'] },
      }),
    );
    await askForSixAt545();
    save();

    await waitFor(() => expect(dateField()).toHaveAccessibleDescription('We are closed on that day'));
    expect(partySelect()).toHaveAccessibleDescription('No table seats a party of 6');
    expect(partySelect()).toHaveValue('6');
    expect(timeSelect()).toHaveValue('5:45 PM');
    expect(within(dialog()).queryByText('Failed to change booking')).not.toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('shows a taken time under Time with the nearest free times, one tap choosing one', async () => {
    const taken = 'No table is free for your party at that time. Please choose another time';
    const { fetch } = renderDialog(() =>
      jsonAnswer(409, {
        success: false,
        message: taken,
        error: { time: [taken], nearestTimes: ['2026-12-03T23:00:00.000Z'] },
      }),
    );
    await askForSixAt545();
    save();

    const nearest = await within(dialog()).findByRole('list', { name: 'Nearest free times' });
    expect(timeSelect()).toHaveAccessibleDescription(new RegExp(`${taken}$`));
    fireEvent.click(within(nearest).getByRole('button', { name: '5:00 PM' }));
    await waitFor(() => expect(timeSelect()).toHaveValue('5:00 PM'));
    expect(within(dialog()).queryByRole('list', { name: 'Nearest free times' })).not.toBeInTheDocument();

    save();
    await waitFor(() => expect(sentBodies(fetch)).toHaveLength(2));
    expect(sentBodies(fetch)[1]).toEqual({ date: DATE, time: '5:00 PM', partySize: 6 });
  });

  it("says 'Failed to change booking' under the form on any other failure, keeping the values", async () => {
    const { onChanged } = renderDialog(() =>
      jsonAnswer(500, { success: false, message: 'Something went wrong on our side' }),
    );
    await askForSixAt545();
    save();

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to change booking');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    expect(partySelect()).toHaveValue('6');
    expect(timeSelect()).toHaveValue('5:45 PM');
    expect(within(dialog()).getByRole('button', { name: 'Save changes' })).toBeEnabled();
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe("'Change booking' in a booking's dialog", { timeout: DIALOG_TEST_MS }, () => {
  it.each([
    ['active', true],
    ['seated', false],
    ['requested', false],
    ['cancelled', false],
  ] as const)('for a booking %s: offered %s', (status, offered) => {
    renderWithApp(<BookingDialog booking={{ ...BOOKING, status }} day={DAY} onClose={() => undefined} />);
    const booking = screen.getByRole('dialog', { name: /^Nora Caller at 5:30 PM/ });
    expect(within(booking).queryAllByRole('button', { name: 'Change booking' })).toHaveLength(
      offered ? 1 : 0,
    );
  });

  /** The day view with Nora's booking; `day` answers the day as it stands now. */
  function renderDay(changeAnswer: Answer, day: () => ReservationDay) {
    return renderWithApp(
      <>
        <Toaster />
        <DayView />
      </>,
      {
        noRetries: true,
        answer: api(changeAnswer, (url) =>
          url.startsWith('/api/reservations/day')
            ? jsonAnswer(200, { success: true, data: day() })
            : jsonAnswer(404, {}),
        ),
      },
    );
  }
  const dayReads = (fetch: ReturnType<typeof renderWithApp>) =>
    fetch.mock.calls.filter(([url]) => url.startsWith('/api/reservations/day')).length;

  async function openChange() {
    const bars = await screen.findAllByRole('button', { name: /^Nora Caller \(by phone\), party of 4/ });
    fireEvent.click(bars[0]!);
    const booking = screen.getByRole('dialog', { name: 'Nora Caller at 5:30 PM By phone' });
    fireEvent.click(within(booking).getByRole('button', { name: 'Change booking' }));
    // In the booking's dialog's place: one dialog on screen.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(dialog()).toBeInTheDocument();
  }

  it("comes back to the booking's dialog when left unsaved", async () => {
    const fetch = renderDay(
      () => jsonAnswer(500, {}),
      () => DAY,
    );
    await openChange();
    await askForSixAt545();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

    const booking = await screen.findByRole('dialog', { name: 'Nora Caller at 5:30 PM By phone' });
    expect(within(booking).getByText('party of 4')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change booking' })).not.toBeInTheDocument();
    expect(sentBodies(fetch)).toEqual([]);
  });

  it('closes both dialogs once changed, and the day shows the booking as it now is', async () => {
    let current = DAY;
    const changed = { ...BOOKING, partySize: 6, time: '5:45 PM', startsAt: '2026-12-03T23:45:00.000Z' };
    renderDay(
      () => {
        current = { ...DAY, bookings: [changed] };
        return jsonAnswer(200, { success: true, data: changed, message: BOOKING_CHANGE_MESSAGES.changed });
      },
      () => current,
    );
    await openChange();
    await askForSixAt545();
    save();

    expect(await screen.findByText('Booking changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getAllByRole('button', { name: /^Nora Caller \(by phone\), party of 6, 5:45 PM/ }).length,
    ).toBeGreaterThan(0);
  });

  it('says so in the dialog when the booking was seated meanwhile, and reads the day again', async () => {
    let current = DAY;
    const fetch = renderDay(
      () => {
        current = { ...DAY, bookings: [{ ...BOOKING, status: 'seated' }] };
        return jsonAnswer(409, {
          success: false,
          message: BOOKING_CHANGE_MESSAGES.notChangeable('seated'),
        });
      },
      () => current,
    );
    await openChange();
    await askForSixAt545();
    const readsBefore = dayReads(fetch);
    save();

    const banner = await within(dialog()).findByRole('alert');
    expect(banner).toHaveTextContent('This booking is seated and cannot be changed');
    expect(within(dialog()).queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await waitFor(() => expect(dayReads(fetch)).toBeGreaterThan(readsBefore));
    // Closed, the booking's dialog shows it seated, with nothing left to change.
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Change booking' })).not.toBeInTheDocument(),
    );
    const booking = screen.getByRole('dialog', { name: 'Nora Caller at 5:30 PM By phone' });
    expect(within(booking).getByText('Seated')).toBeInTheDocument();
    expect(within(booking).queryByRole('button', { name: 'Change booking' })).not.toBeInTheDocument();
  });
});
