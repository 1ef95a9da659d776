import { formatClock } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMessages, reservationTables } from '../../src/db/schema';
import { createUser } from '../factories';
import { useTestApp } from '../fixtures/test-app-fixture';
import { useLayout } from '../party-bookings/layout';
import { bookParty, changed, changeStatus, dayOf, MONDAY, NOW, TUESDAY } from './lifecycle-kit';

const {
  ctx,
  owner,
  restaurant,
  users: { guest, other },
} = useTestApp({ now: () => NOW, seed: true, users: { guest: { name: 'Anika Rai' }, other: {} } });

beforeAll(async () => {
  await useLayout(ctx, restaurant.id);
});
beforeEach(async () => {
  await ctx.db.delete(outboxMessages);
});

const NIGHTS = [MONDAY, TUESDAY, '2026-03-11', '2026-03-12'];
let booked = 0;
/**
 * A party of two at a time of its own: the four weeknights in turn, 45 minutes apart from 11:00 AM, so no more
 * than two of these bookings overlap and a table is always free.
 */
const bookTwo = (headers = guest.headers, phone?: string) => {
  const slot = booked;
  booked += 1;
  const date = NIGHTS[slot % NIGHTS.length]!;
  const time = formatClock(11 * 60 + Math.floor(slot / NIGHTS.length) * 45);
  return bookParty(ctx, headers, { date, time, partySize: 2, ...(phone ? { phone } : {}) });
};

/** The booking as the owner's day view shows it. */
const seenByOwner = async (booking: { _id: string; date: string }) =>
  (await dayOf(ctx, owner.headers, booking.date)).bookings.find((b) => b._id === booking._id)!;

const holds = async (id: string) =>
  (await ctx.db.select().from(reservationTables).where(eq(reservationTables.reservationId, id))).map(
    (row) => row.holds,
  );

describe('the lifecycle of a booking', () => {
  it('goes booked → seated → completed; a seated party keeps its table, a completed one frees it', async () => {
    const booking = await bookTwo();
    expect(await changed(ctx, owner.headers, booking._id, { status: 'seated' })).toMatchObject({
      status: 'seated',
      tables: [{ tableNumber: booking.tables[0] }],
    });
    expect(await holds(booking._id)).toEqual([true]);
    expect((await changed(ctx, owner.headers, booking._id, { status: 'completed' })).status).toBe(
      'completed',
    );
    expect(await holds(booking._id)).toEqual([false]);
  });

  it('refuses a change its state does not allow with a 409 and leaves the booking as it was', async () => {
    const booking = await bookTwo();
    const completedTooSoon = await changeStatus(ctx, owner.headers, booking._id, { status: 'completed' });
    expect(completedTooSoon.statusCode).toBe(409);
    expect(completedTooSoon.json().message).toBe('This booking is booked and cannot be marked completed');
    await changed(ctx, owner.headers, booking._id, { status: 'no-show' });
    for (const status of ['seated', 'cancelled', 'no-show', 'confirmed', 'declined']) {
      const payload = status === 'declined' ? { status, reason: 'Full' } : { status };
      expect((await changeStatus(ctx, owner.headers, booking._id, payload)).statusCode, status).toBe(409);
    }
    expect(await holds(booking._id)).toEqual([false]);
  });

  it('answers 404 for an unknown booking and 400 naming the field for bad input', async () => {
    expect((await changeStatus(ctx, owner.headers, 'no-such-booking', { status: 'seated' })).statusCode).toBe(
      404,
    );
    const booking = await bookTwo();
    for (const [payload, field] of [
      [{}, 'status'],
      [{ status: 'eaten' }, 'status'],
      [{ status: 'cancelled', reason: 'x'.repeat(301) }, 'reason'],
      [{ status: 'declined' }, 'reason'],
    ] as const) {
      const response = await changeStatus(ctx, owner.headers, booking._id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error ?? {}), JSON.stringify(payload)).toContain(field);
    }
  });

  it('is the owner’s alone: a guest, even the booking’s own, gets a 403', async () => {
    const booking = await bookTwo();
    expect((await changeStatus(ctx, guest.headers, booking._id, { status: 'seated' })).statusCode).toBe(403);
    expect((await changeStatus(ctx, other.headers, booking._id, { status: 'no-show' })).statusCode).toBe(403);
    const day = await ctx.app.inject({
      method: 'GET',
      url: `/api/reservations/day?date=${MONDAY}`,
      headers: guest.headers,
    });
    expect(day.statusCode).toBe(403);
  });

  it('lets exactly one of two racing changes win; the other is a 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const booking = await bookTwo();
      const answers = await Promise.all([
        changeStatus(ctx, owner.headers, booking._id, { status: 'seated' }),
        changeStatus(ctx, owner.headers, booking._id, { status: 'no-show' }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.statusCode === 200)!.json().data.status as string;
      expect((await seenByOwner(booking)).status).toBe(winner);
    }
  });
});

describe('a cancellation by the restaurant', () => {
  it('frees the table and carries its reason into the guest’s email in the outbox', async () => {
    const booking = await bookTwo();
    await ctx.db.delete(outboxMessages);
    const cancelled = await changed(ctx, owner.headers, booking._id, {
      status: 'cancelled',
      reason: 'A burst pipe closed the dining room',
    });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelReason: 'A burst pipe closed the dining room',
    });
    expect(await holds(booking._id)).toEqual([false]);
    const [mail, ...more] = await ctx.db.select().from(outboxMessages);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      kind: 'reservation_cancelled',
      recipient: guest.email,
      payload: { reservationId: booking._id },
    });
    // The same time can be booked again.
    const again = await bookParty(ctx, other.headers, {
      date: booking.date,
      time: booking.time,
      partySize: 2,
    });
    expect(again.tables).toEqual(booking.tables);
  });
});

describe('no-shows', () => {
  it('are counted per guest and shown on every booking of that guest, by account and by phone', async () => {
    const [regular, secondAccount, stranger] = await Promise.all([1, 2, 3].map(() => createUser(ctx.app)));
    const first = await bookTwo(regular!.headers, '(312) 555-0101');
    const second = await bookTwo(regular!.headers, '(312) 555-0101');
    // Another account booking with the same phone, written another way: the same guest to the restaurant.
    const samePhone = await bookTwo(secondAccount!.headers, '312.555.0101');
    const strangers = await bookTwo(stranger!.headers, '(312) 555-0199');
    await changed(ctx, owner.headers, first._id, { status: 'no-show' });
    expect((await seenByOwner(first)).noShows).toBe(1);
    expect((await seenByOwner(second)).noShows).toBe(1);
    expect((await seenByOwner(samePhone)).noShows).toBe(1);
    expect((await seenByOwner(strangers)).noShows).toBe(0);

    await changed(ctx, owner.headers, second._id, { status: 'no-show' });
    expect((await seenByOwner(samePhone)).noShows).toBe(2);

    // The owner's list of upcoming reservations carries the count too.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurants/reservations/all',
      headers: owner.headers,
    });
    const listed = (list.json().data as { _id: string; noShows: number }[]).find(
      (r) => r._id === samePhone._id,
    );
    expect(listed?.noShows).toBe(2);
  });
});
