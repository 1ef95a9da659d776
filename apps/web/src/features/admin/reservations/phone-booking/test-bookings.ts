import type { OwnerBooking } from '@flame/shared';

/**
 * Nora's party of 4 at 5:30 PM on December 3 in Chicago (UTC−6 in December), booked by phone at table 5: the
 * booking the phone-booking tests show, change and book, with `overrides`.
 */
export function phoneBooking(overrides: Partial<OwnerBooking> = {}): OwnerBooking {
  return {
    _id: 'r1',
    status: 'active',
    startsAt: '2026-12-03T23:30:00.000Z',
    endsAt: '2026-12-04T01:30:00.000Z',
    time: '5:30 PM',
    partySize: 4,
    tables: [{ _id: 't5', tableNumber: 5 }],
    name: 'Nora Caller',
    email: 'nora@example.test',
    phone: '(555) 201-3344',
    occasion: null,
    note: null,
    noShows: 0,
    cancelReason: '',
    source: 'staff',
    ...overrides,
  };
}
