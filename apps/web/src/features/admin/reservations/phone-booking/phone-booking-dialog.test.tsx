import { STAFF_BOOKING_MESSAGE, type PartyTime } from '@flame/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderWithApp } from '../../../../test/render-with-app';
import { PhoneBookingDialog } from './phone-booking-dialog';
import { phoneBooking } from './test-bookings';

/** A whole form dialog in jsdom takes seconds of CPU: on a busy two-CPU machine, more than Vitest's 5. */
const DIALOG_TEST_MS = 15_000;

const ZONE = 'America/Chicago';
const DATE = '2026-12-03';
/** 5:00, 5:15, 5:30 and 5:45 PM in Chicago (UTC−6 in December); 5:15 is taken. */
const TIMES: PartyTime[] = [
  { time: '2026-12-03T23:00:00.000Z', available: true },
  { time: '2026-12-03T23:15:00.000Z', available: false },
  { time: '2026-12-03T23:30:00.000Z', available: true },
  { time: '2026-12-03T23:45:00.000Z', available: true },
];
const TAKEN = 'No table is free for a party of 4 at 5:30 PM';

const BOOKING = phoneBooking();

type Answer = (url: string, init?: RequestInit) => Response | Promise<Response>;

/** The dialog for DATE in Chicago; the availability answers TIMES unless `answer` says otherwise. */
function renderDialog(book: Answer, times: Answer = () => jsonAnswer(200, { success: true, data: TIMES })) {
  const onClose = vi.fn();
  const fetch = renderWithApp(
    <>
      <Toaster />
      <PhoneBookingDialog date={DATE} timeZone={ZONE} onClose={onClose} />
    </>,
    {
      noRetries: true,
      answer: (url, init) =>
        url.includes('/reservations/staff/availability') ? times(url, init) : book(url, init),
    },
  );
  return { fetch, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'New booking' });
const field = (name: RegExp | string) => within(dialog()).getByRole('textbox', { name });
const timeSelect = () => within(dialog()).getByRole('combobox', { name: 'Time' });
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

/** Party of 4 at 5:30 PM for Nora, with a phone and an email. */
async function fillIn() {
  change(within(dialog()).getByRole('combobox', { name: 'Party size' }), '4');
  await waitFor(() =>
    expect(within(timeSelect()).getByRole('option', { name: '5:30 PM' })).toBeInTheDocument(),
  );
  change(timeSelect(), '5:30 PM');
  change(field('Guest name'), 'Nora Caller');
  change(field('Phone'), '(555) 201-3344');
  change(field(/^Email/), 'Nora@Example.test');
}

const book = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Book table' }));
const sentBodies = (fetch: ReturnType<typeof renderDialog>['fetch']) =>
  fetch.mock.calls
    .filter(([url, init]) => url.endsWith('/api/reservations/staff') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('PhoneBookingDialog', { timeout: DIALOG_TEST_MS }, () => {
  it('offers only the free times of the date and party, says so while they load and when none is free', async () => {
    let answerTimes: (response: Response) => void = () => undefined;
    const { fetch } = renderDialog(
      () => jsonAnswer(500, {}),
      (url) =>
        url.includes('partySize=3')
          ? jsonAnswer(200, { success: true, data: TIMES.map((t) => ({ ...t, available: false })) })
          : new Promise<Response>((resolve) => (answerTimes = resolve)),
    );
    expect(within(dialog()).getByLabelText('Date')).toHaveValue(DATE);
    expect(within(dialog()).getByRole('combobox', { name: 'Party size' })).toHaveValue('2');
    expect(await within(dialog()).findByRole('status')).toHaveTextContent('Loading the free times...');
    expect(timeSelect()).toBeDisabled();
    expect(fetch).toHaveBeenCalledWith(
      `/api/reservations/staff/availability?date=${DATE}&partySize=2`,
      expect.anything(),
    );

    answerTimes(jsonAnswer(200, { success: true, data: TIMES }));
    await waitFor(() => expect(timeSelect()).toBeEnabled());
    expect(
      within(timeSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a time', '5:00 PM', '5:30 PM', '5:45 PM']);
    expect(timeSelect()).toHaveAccessibleDescription(
      "Times are the restaurant's local time (America/Chicago).",
    );

    // A party of 3 finds every time of the day taken.
    change(within(dialog()).getByRole('combobox', { name: 'Party size' }), '3');
    expect(await within(dialog()).findByText('No time is free for this party that day')).toBeInTheDocument();
    expect(timeSelect()).toBeDisabled();
  });

  it('checks the fields as the server does, and sends nothing while one is wrong', async () => {
    const { fetch } = renderDialog(() => jsonAnswer(201, { success: true, data: BOOKING }));
    await fillIn();
    change(field('Guest name'), '  ');
    change(field('Phone'), '12');
    change(field(/^Email/), 'nora@');
    book();

    await waitFor(() => expect(field('Guest name')).toHaveAccessibleDescription('Name is required'));
    expect(field('Phone')).toHaveAccessibleDescription(/valid phone number/);
    expect(field(/^Email/)).toHaveAccessibleDescription(
      'We email the confirmation when you give one Please enter a valid email address',
    );
    expect(field('Guest name')).toHaveFocus();
    expect(sentBodies(fetch)).toEqual([]);
  });

  it('books the table: sends the booking, says so with its day and time, and closes', async () => {
    const { fetch, onClose } = renderDialog(() =>
      jsonAnswer(201, { success: true, data: BOOKING, message: STAFF_BOOKING_MESSAGE }),
    );
    await fillIn();
    change(within(dialog()).getByRole('combobox', { name: /^Occasion/ }), 'Birthday');
    book();

    expect(await screen.findByText('Booking added')).toBeInTheDocument();
    expect(screen.getByText('Nora Caller, party of 4, Thu, Dec 3 at 5:30 PM')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sentBodies(fetch)).toEqual([
      {
        date: DATE,
        time: '5:30 PM',
        partySize: 4,
        guest: { name: 'Nora Caller', phone: '(555) 201-3344', email: 'nora@example.test' },
        occasion: 'Birthday',
      },
    ]);
  });

  it("shows the server's refusals under their fields, nested guest fields too", async () => {
    const { onClose } = renderDialog(() =>
      jsonAnswer(400, {
        success: false,
        message: 'Validation failed',
        error: {
          'guest.phone': ['This phone number is blocked'],
          date: ['We are closed on that day'],
        },
      }),
    );
    await fillIn();
    book();

    await waitFor(() => expect(field('Phone')).toHaveAccessibleDescription('This phone number is blocked'));
    expect(within(dialog()).getByLabelText('Date')).toHaveAccessibleDescription('We are closed on that day');
    expect(within(dialog()).queryByText('Failed to add booking')).not.toBeInTheDocument();
    expect(field('Guest name')).toHaveValue('Nora Caller');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows a taken time under Time with the nearest free times, one tap choosing one', async () => {
    const { fetch } = renderDialog(() =>
      jsonAnswer(409, {
        success: false,
        message: TAKEN,
        error: { time: [TAKEN], nearestTimes: ['2026-12-03T23:00:00.000Z', '2026-12-03T23:45:00.000Z'] },
      }),
    );
    await fillIn();
    book();

    const nearest = await within(dialog()).findByRole('list', { name: 'Nearest free times' });
    expect(timeSelect()).toHaveAccessibleDescription(new RegExp(`${TAKEN}$`));
    expect(
      within(nearest)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['5:00 PM', '5:45 PM']);
    fireEvent.click(within(nearest).getByRole('button', { name: '5:45 PM' }));
    await waitFor(() => expect(timeSelect()).toHaveValue('5:45 PM'));
    expect(within(dialog()).queryByRole('list', { name: 'Nearest free times' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog()).queryByText(TAKEN)).not.toBeInTheDocument());

    book();
    await waitFor(() => expect(sentBodies(fetch)).toHaveLength(2));
    expect(sentBodies(fetch)[1]).toMatchObject({ time: '5:45 PM', partySize: 4 });
  });

  it("says 'Failed to add booking' under the form on any other failure, keeping what was typed", async () => {
    const { onClose } = renderDialog(() =>
      jsonAnswer(500, { success: false, message: 'Something went wrong on our side' }),
    );
    await fillIn();
    book();

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to add booking');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    expect(field('Guest name')).toHaveValue('Nora Caller');
    expect(field('Phone')).toHaveValue('(555) 201-3344');
    expect(timeSelect()).toHaveValue('5:30 PM');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks before dropping a booking begun, and closes at once when nothing was typed', async () => {
    const { onClose } = renderDialog(() => jsonAnswer(500, {}));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    change(field('Guest name'), 'Nora');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard this booking?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(field('Guest name')).toHaveValue('Nora');
  });
});
