import type { Reservation } from '@flame/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render-with-app';
import { ReservationsList } from './reservations-list';

const reservation = (overrides: Partial<Reservation>): Reservation => ({
  _id: 'r1',
  tableId: 't3',
  tableNumber: 3,
  tables: [{ _id: 't3', tableNumber: 3 }],
  seats: 4,
  startsAt: '2026-12-03T23:30:00.000Z',
  endsAt: '2026-12-04T01:15:00.000Z',
  reservedDate: '2026-12-03',
  reservedTime: '5:30 PM',
  reservedFor: 2,
  guests: 4,
  purpose: 'General',
  reservedBy: { name: 'Nora Caller', email: '' },
  phone: '5552013344',
  noShows: 0,
  ...overrides,
});

describe("the owner's upcoming reservations: whom to reach", () => {
  it('a guest booked by phone without an email shows their phone to call, and no empty email link', () => {
    renderWithApp(<ReservationsList reservations={[reservation({})]} />);
    for (const view of [
      screen.getByRole('table'),
      screen.getByRole('list', { name: 'Upcoming reservations' }),
    ]) {
      expect(within(view).getByRole('link', { name: '(555) 201-3344' })).toHaveAttribute(
        'href',
        'tel:+15552013344',
      );
      expect(within(view).queryByRole('link', { name: /@|^$/ })).not.toBeInTheDocument();
    }
  });

  it('a guest with an account shows the email and the booking phone', () => {
    renderWithApp(
      <ReservationsList
        reservations={[
          reservation({
            reservedBy: { name: 'Omar', email: 'omar@example.test' },
            phone: '+44 20 7946 0958',
          }),
        ]}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'omar@example.test' })).toHaveAttribute(
      'href',
      'mailto:omar@example.test',
    );
    expect(within(table).getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
  });
});
