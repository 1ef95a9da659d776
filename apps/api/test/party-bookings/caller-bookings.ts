import type { OwnerBooking } from '@flame/shared';
import { beforeEach, expect } from 'vitest';
import { outboxMessages } from '../../src/db/schema';
import { instant } from '../../src/modules/tables/test-kit';
import { useTestApp } from '../fixtures/test-app-fixture';
import { useLayout } from './layout';

/** Friday, March 6 2026, noon in Chicago. */
export const NOW = new Date(instant('2026-03-06', '12:00'));
export const MONDAY = '2026-03-09'; // open 10:00 AM to 9:00 PM
/** The guest who calls: no account, a phone and an email. */
export const CALLER = { name: 'Meera Rao', phone: '(555) 301-4455', email: 'meera@example.com' };

/**
 * The app for the tests of bookings the owner takes by phone, at `NOW`, with a customer account (`guest`): before
 * each test the party-booking floor (`useLayout`) and an empty outbox. `bookForCaller` answers the owner's
 * `POST /api/reservations/staff` for `CALLER`; `bookedForCaller` expects it booked and answers the booking.
 */
export function useCallerBookings() {
  const app = useTestApp({
    mail: { from: 'Flame-kissed <hello@flamekissed.example>' },
    now: () => NOW,
    seed: true,
    users: { guest: {} },
  });
  const { ctx, owner, sink } = app;
  beforeEach(async () => {
    await useLayout(ctx, app.restaurant.id);
    await ctx.db.delete(outboxMessages);
    sink.received.length = 0;
  });
  const bookForCaller = (payload: Record<string, unknown>, headers = owner.headers) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/reservations/staff',
      headers,
      payload: { guest: CALLER, ...payload },
    });
  const bookedForCaller = async (payload: Record<string, unknown>): Promise<OwnerBooking> => {
    const response = await bookForCaller(payload);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe('Booking added');
    return response.json().data as OwnerBooking;
  };
  return { ...app, bookForCaller, bookedForCaller };
}
