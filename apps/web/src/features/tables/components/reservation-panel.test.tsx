import type { Reservation } from '@flame/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReservationPanel } from './reservation-panel';

const booking = (tableNumbers: number[]): Reservation => ({
  _id: `booking-${tableNumbers.join('-')}`,
  tableId: `table-${tableNumbers[0]}`,
  tableNumber: tableNumbers[0]!,
  tables: tableNumbers.map((tableNumber) => ({ _id: `table-${tableNumber}`, tableNumber })),
  seats: 4 * tableNumbers.length,
  startsAt: '2026-12-04T01:00:00.000Z',
  endsAt: '2026-12-04T03:00:00.000Z',
  reservedDate: '2026-12-03',
  reservedTime: '7:00 PM',
  reservedFor: 2,
  guests: 7,
  purpose: 'Birthday',
  reservedBy: { name: 'Anika Rai', email: 'anika@example.com' },
});

describe("'Your Reservation'", () => {
  it('names every table of a combination, in its line and in its Cancel button, and one table as before', () => {
    render(
      <ReservationPanel
        state={{ status: 'ready', reservations: [booking([3, 4]), booking([7])] }}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByText('Tables 3 and 4')).toBeInTheDocument();
    expect(screen.getByText('Table 7')).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Cancel reservation of Tables 3 and 4 on Thursday, December 3, 2026 at 7:00 PM',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: 'Cancel reservation of Table 7 on Thursday, December 3, 2026 at 7:00 PM',
      }),
    ).toBeInTheDocument();
  });
});
