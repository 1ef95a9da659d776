import { addDaysToIsoDate, WEEK_DAYS, zonedToday, type DiningTable } from '@flame/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, renderWithApp } from '../../../test/render-with-app';
import { ReserveTableForm } from './reserve-table-modal';

const ZONE = 'America/Chicago';
const FULL = 'We are fully booked at that time. Please choose another time';

const TABLE: DiningTable = {
  _id: 'table-5',
  tableNumber: 5,
  seats: 6,
  description: 'Family table',
  imageUrl: null,
  state: 'available',
  reserved: false,
  reservedBy: null,
  reservation: null,
  availableUntil: null,
  combinableWith: [],
};

/** The per-table form for a date a few days ahead, open 10:00 AM to 10:00 PM every day. */
function renderForm(answer: (url: string) => Response) {
  const date = addDaysToIsoDate(zonedToday(new Date(), ZONE), 3);
  const hours = WEEK_DAYS.map((day) => ({ day, open: '10:00 AM', close: '10:00 PM', isClosed: false }));
  renderWithApp(
    <div>
      <ReserveTableForm
        formId="reserve"
        table={TABLE}
        schedule={{ hours, specialDays: [], timeZone: ZONE, now: new Date(), minDate: date, maxDate: date }}
        initial={{ date, minutes: 12 * 60 }}
        onBooked={() => undefined}
        onBusyChange={() => undefined}
      />
      <button type="submit" form="reserve">
        Confirm Reservation
      </button>
    </div>,
    { auth: true, answer },
  );
}

describe('ReserveTableForm', () => {
  it('shows a fully paced time as refused, with the nearest free times to choose from', async () => {
    renderForm((url) =>
      url.includes('/table/book')
        ? jsonAnswer(409, {
            success: false,
            message: FULL,
            error: { reservedTime: [FULL], nearestTimes: ['11:30 AM', '12:30 PM'] },
          })
        : jsonAnswer(401, { success: false, message: 'Please log in to continue' }),
    );
    fireEvent.change(screen.getByRole('combobox', { name: /Purpose/ }), { target: { value: 'Other' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Phone/ }), { target: { value: '(555) 010-2030' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Reservation' }));

    const nearest = await screen.findByRole('list', { name: 'Nearest free times' });
    const banner = nearest.closest('[role="alert"]') as HTMLElement;
    expect(within(banner).getByText(FULL)).toBeInTheDocument();
    // The time field says why too.
    expect(screen.getAllByText(FULL)).toHaveLength(2);
    expect(
      within(nearest)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['11:30 AM', '12:30 PM']);

    fireEvent.click(within(nearest).getByRole('button', { name: '12:30 PM' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Time/ })).toHaveValue('12:30 PM'));
    expect(screen.queryByRole('list', { name: 'Nearest free times' })).not.toBeInTheDocument();
  });
});
