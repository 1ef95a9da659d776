import type { OwnerBooking, Reservation } from '@flame/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, reservationTables } from '../../src/db/schema';
import { createUser } from '../factories';
import { useTestApp } from '../fixtures/test-app-fixture';
import { useLayout } from '../party-bookings/layout';
import { bookParty, changed, dayOf, NOW } from './lifecycle-kit';

const { ctx, owner, restaurant } = useTestApp({ now: () => NOW, seed: true, poolMax: 20 });
let table: Record<number, string>;
beforeAll(async () => {
  // Tables 1, 2 seat two (joinable), 3, 4 seat four (joinable), 5 seats six (joins 4, not 3).
  table = await useLayout(ctx, restaurant.id);
});
beforeEach(async () => {
  await ctx.db.delete(outboxMessages);
});

/** A party booked by a guest of its own (so no account's cap on upcoming bookings is reached). */
async function book(date: string, time: string, partySize: number) {
  const guest = await createUser(ctx.app);
  return bookParty(ctx, guest.headers, { date, time, partySize });
}

const moveTo = (id: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: `/api/reservations/${id}/tables`,
    headers: owner.headers,
    payload: payload as Record<string, unknown>,
  });

/** The table numbers holding the booking, as the database's guard sees them. */
async function heldNumbers(id: string): Promise<number[]> {
  const rows = await ctx.db
    .select({ tableId: reservationTables.tableId })
    .from(reservationTables)
    .where(and(eq(reservationTables.reservationId, id), eq(reservationTables.holds, true)));
  const byId = Object.fromEntries(Object.entries(table).map(([n, tableId]) => [tableId, Number(n)]));
  return rows.map((r) => byId[r.tableId]!).sort((a, b) => a - b);
}

describe('PATCH /api/reservations/{id}/tables', () => {
  it('moves a booking to a free table and to two joinable ones, with no email to the guest', async () => {
    const booking = await book('2026-03-16', '6:00 PM', 2);
    expect(booking.tables).toEqual([1]);
    const response = await moveTo(booking._id, { tables: [5] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Booking moved');
    expect((response.json().data as OwnerBooking).tables.map((t) => t.tableNumber)).toEqual([5]);
    expect(await heldNumbers(booking._id)).toEqual([5]);

    const pushed = await moveTo(booking._id, { tables: [4, 3] });
    expect(pushed.statusCode, pushed.body).toBe(200);
    expect(await heldNumbers(booking._id)).toEqual([3, 4]);
    const seen = (await dayOf(ctx, owner.headers, '2026-03-16')).bookings.find((b) => b._id === booking._id)!;
    expect(seen.tables.map((t) => t.tableNumber)).toEqual([3, 4]);
    // The owner's upcoming reservations name both tables and count the seats of both.
    const upcoming = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurants/reservations/all',
      headers: owner.headers,
    });
    const listed = (upcoming.json().data as Reservation[]).find((r) => r._id === booking._id)!;
    expect(listed.tables.map((t) => t.tableNumber)).toEqual([3, 4]);
    expect(listed.seats).toBe(8);
    // Table 1 is free again: a party of two at the same time gets it.
    expect((await book('2026-03-16', '6:00 PM', 2)).tables).toEqual([1]);
    expect(
      await ctx.db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'reservation_booked')),
    ).toHaveLength(2);
    expect(
      (await ctx.db.select().from(outboxMessages)).filter((m) => m.kind !== 'reservation_booked'),
    ).toEqual([]);
  });

  it('moves a seated party too, and lists each table’s partners in the day', async () => {
    const booking = await book('2026-03-17', '6:00 PM', 2);
    await changed(ctx, owner.headers, booking._id, { status: 'seated' });
    expect((await moveTo(booking._id, { tables: [2] })).statusCode).toBe(200);
    expect(await heldNumbers(booking._id)).toEqual([2]);
    const day = await dayOf(ctx, owner.headers, '2026-03-17');
    const four = day.tables.find((t) => t.tableNumber === 4)!;
    expect(four.combinableWith.sort()).toEqual([table[3], table[5]].sort());
  });

  it('answers 409 when another booking holds a chosen table at an overlapping time', async () => {
    const first = await book('2026-03-18', '6:00 PM', 2);
    // An hour later, still inside the first one's stay (a two stays 90 minutes).
    const second = await book('2026-03-18', '7:00 PM', 2);
    expect([first.tables, second.tables]).toEqual([[1], [2]]);
    const refused = await moveTo(second._id, { tables: [1] });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe('Those tables are taken at that time');
    expect(await heldNumbers(second._id)).toEqual([2]);
    // Touching ranges do not overlap: 7:30 PM starts as the first one ends.
    const later = await book('2026-03-18', '7:30 PM', 2);
    expect((await moveTo(later._id, { tables: [1] })).statusCode).toBe(200);
  });

  it('lets exactly one of racing moves onto one table win', async () => {
    // Four twos at one time take tables 1 to 4; all four race for table 5, several rounds.
    for (const date of ['2026-03-19', '2026-03-23', '2026-03-24']) {
      const bookings = [];
      for (let i = 0; i < 4; i += 1) bookings.push(await book(date, '6:00 PM', 2));
      expect(bookings.map((b) => b.tables[0])).toEqual([1, 2, 3, 4]);
      const answers = await Promise.all(bookings.map((b) => moveTo(b._id, { tables: [5] })));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
      const holders = await ctx.db
        .select()
        .from(reservationTables)
        .where(and(eq(reservationTables.tableId, table[5]!), eq(reservationTables.holds, true)));
      expect(holders.filter((h) => h.startsAt.toISOString().startsWith(date))).toHaveLength(1);
    }
  });

  it('refuses tables that do not seat the party, do not exist or cannot be joined with a 400 naming tables', async () => {
    const booking = await book('2026-03-25', '6:00 PM', 4);
    for (const [payload, message] of [
      [{ tables: [1] }, 'These tables seat 2, fewer than the party of 4'],
      [{ tables: [9, 12] }, 'There is no table 9 or 12 in this restaurant'],
      [{ tables: [3, 5] }, 'These tables cannot be pushed together'],
      [{ tables: [] }, 'Choose at least one table'],
      [{ tables: [1, 1] }, 'Choose each table once'],
      [{ tables: ['one'] }, 'Each table must be a table number'],
      [{}, undefined],
    ] as const) {
      const response = await moveTo(booking._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      // A bad item is named by its place: 'tables.0'.
      expect(Object.keys(response.json().error ?? {})[0], JSON.stringify(payload)).toMatch(
        /^tables(\.\d+)?$/,
      );
      if (message) expect(response.json().message, JSON.stringify(payload)).toContain(message);
    }
    expect(await heldNumbers(booking._id)).toEqual([3]);
  });

  it('answers 404 for an unknown booking and 409 for one that holds no table any more', async () => {
    expect((await moveTo('no-such-booking', { tables: [1] })).statusCode).toBe(404);
    const booking = await book('2026-03-26', '6:00 PM', 2);
    await changed(ctx, owner.headers, booking._id, { status: 'no-show' });
    const refused = await moveTo(booking._id, { tables: [2] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This booking is no-show and cannot be moved');
  });
});
