import type { OwnerBooking, PartyTime } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservationTables } from '../../src/db/schema';
import { instant } from '../../src/modules/tables/test-kit';
import { MONDAY, useCallerBookings } from './caller-bookings';
import { PHONE } from './layout';

const TUESDAY = '2026-03-10';

const {
  ctx,
  owner,
  sink,
  users: { guest },
  bookedForCaller,
} = useCallerBookings();

function change(id: string, payload: Record<string, unknown>, headers = owner.headers) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/reservations/${id}`, headers, payload });
}

async function changed(id: string, payload: Record<string, unknown>): Promise<OwnerBooking> {
  const response = await change(id, payload);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().message).toBe('Booking changed');
  return response.json().data as OwnerBooking;
}

const heldTables = async (id: string) =>
  (await ctx.db.select().from(reservationTables).where(eq(reservationTables.reservationId, id)))
    .map((row) => ({
      tableId: row.tableId,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
    }))
    .sort((a, b) => a.tableId.localeCompare(b.tableId));

async function deliverAll() {
  sink.received.length = 0;
  await ctx.app.mail.sender.deliverDue();
  return sink.received;
}

describe('the owner changes a booking as the guest asked', () => {
  it('to more guests at another time: new tables for the new stay, and the guest is emailed the booking as it is', async () => {
    const booking = await bookedForCaller({ date: MONDAY, time: '6:00 PM', partySize: 2 });
    expect(booking.tables.map((t) => t.tableNumber)).toEqual([1]);
    await deliverAll();

    const now = await changed(booking._id, { date: MONDAY, time: '6:30 PM', partySize: 8 });
    expect(now).toMatchObject({
      _id: booking._id,
      status: 'active',
      time: '6:30 PM',
      partySize: 8,
      source: 'staff',
    });
    expect(now.tables.map((t) => t.tableNumber)).toEqual([3, 4]);
    // Eight stay two and a half hours: every table the booking holds covers the new stay, and only those.
    const stay = { startsAt: instant(MONDAY, '18:30'), endsAt: instant(MONDAY, '21:00') };
    expect(await heldTables(booking._id)).toEqual(
      now.tables.map((t) => ({ tableId: t._id, ...stay })).sort((a, b) => a.tableId.localeCompare(b.tableId)),
    );

    const [mail] = await deliverAll();
    expect(mail?.subject).toBe('Booking changed: Tables 3 and 4, Monday, March 9 at 6:30 PM, 8 guests');
    expect(mail?.text).toContain('we have changed your booking as you asked');
    const ics = mail!.attachments[0]!.content.toString('utf8');
    expect(ics).toContain(`UID:reservation-${booking._id}@`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART:20260309T233000Z');
  });

  it("keeps the party's own tables free for it: the same time with one guest more still fits where it sat", async () => {
    // Tables 1 and 2 booked by others; the caller's party of 3 holds table 3, the only other table for it is 4.
    await bookedForCaller({ date: MONDAY, time: '6:00 PM', partySize: 2 });
    await bookedForCaller({ date: MONDAY, time: '6:00 PM', partySize: 2 });
    const booking = await bookedForCaller({ date: MONDAY, time: '6:00 PM', partySize: 3 });
    await bookedForCaller({ date: MONDAY, time: '6:00 PM', partySize: 4 });
    await bookedForCaller({ date: MONDAY, time: '6:00 PM', partySize: 6 });
    // The owner's times for that change count its own table free; without `except`, 6:00 PM is full for four.
    const sixPm = async (query: string) => {
      const times = await ctx.app.inject({
        method: 'GET',
        url: `/api/reservations/staff/availability?date=${MONDAY}&partySize=4${query}`,
        headers: owner.headers,
      });
      expect(times.statusCode, times.body).toBe(200);
      return (times.json().data as PartyTime[]).find((t) => t.time === instant(MONDAY, '18:00'))?.available;
    };
    expect(await sixPm('')).toBe(false);
    expect(await sixPm(`&except=${booking._id}`)).toBe(true);

    const now = await changed(booking._id, { date: MONDAY, time: '6:00 PM', partySize: 4 });
    expect(now.tables.map((t) => t.tableNumber)).toEqual([3]);
  });

  it('to a time with no table free: a 409 with the nearest times, and the booking stays as it was', async () => {
    const booking = await bookedForCaller({ date: MONDAY, time: '5:00 PM', partySize: 4 });
    // Every table at 7:00 PM: 5, then 3 and 4, then 1 and 2 pushed together.
    for (const partySize of [6, 4, 4, 4]) await bookedForCaller({ date: MONDAY, time: '7:00 PM', partySize });
    const before = await heldTables(booking._id);
    await deliverAll();

    const refused = await change(booking._id, { date: MONDAY, time: '7:00 PM', partySize: 4 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.time).toEqual([
      'No table is free for your party at that time. Please choose another time',
    ]);
    expect((refused.json().error.nearestTimes as string[]).length).toBeGreaterThan(0);
    expect(await heldTables(booking._id)).toEqual(before);
    expect(await deliverAll()).toEqual([]);
  });

  it("of a guest with an account: the account's email is told, and the guest's own list shows the new time", async () => {
    const online = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: guest.headers,
      payload: { date: MONDAY, time: '1:00 PM', partySize: 2, phone: PHONE },
    });
    expect(online.statusCode, online.body).toBe(201);
    await deliverAll();
    await changed(online.json().data._id, { date: TUESDAY, time: '2:00 PM', partySize: 3 });
    const [mail] = await deliverAll();
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(guest.email);
    expect(mail?.subject).toMatch(/^Booking changed: Table \d, Tuesday, March 10 at 2:00 PM, 3 guests$/);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurants/reservations',
      headers: guest.headers,
    });
    expect(mine.json().data).toEqual([
      expect.objectContaining({ reservedDate: TUESDAY, reservedTime: '2:00 PM', guests: 3 }),
    ]);
  });

  it('refuses what is past or closed under its field, one seated or cancelled with a 409, and an unknown one with a 404', async () => {
    const booking = await bookedForCaller({ date: MONDAY, time: '6:00 PM', partySize: 2 });
    const past = await change(booking._id, { date: '2026-03-06', time: '11:30 AM', partySize: 2 });
    expect(past.statusCode, past.body).toBe(400);
    expect(past.json().error.time).toEqual(['That time has already passed. Please choose a later time']);
    const late = await change(booking._id, { date: MONDAY, time: '8:00 PM', partySize: 8 });
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().error.time[0]).toMatch(/the last time to arrive that day is 6:30 PM/);

    const seat = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/reservations/${booking._id}/status`,
      headers: owner.headers,
      payload: { status: 'seated' },
    });
    expect(seat.statusCode, seat.body).toBe(200);
    const seated = await change(booking._id, { date: MONDAY, time: '7:00 PM', partySize: 2 });
    expect(seated.statusCode, seated.body).toBe(409);
    expect(seated.json().message).toBe('This booking is seated and cannot be changed');

    const unknown = await change('no-such-booking', { date: MONDAY, time: '7:00 PM', partySize: 2 });
    expect(unknown.statusCode, unknown.body).toBe(404);
  });

  it('is the owner’s only: a customer may not change even their own booking this way', async () => {
    const online = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: guest.headers,
      payload: { date: MONDAY, time: '1:00 PM', partySize: 2, phone: PHONE },
    });
    const refused = await change(
      online.json().data._id,
      { date: MONDAY, time: '2:00 PM', partySize: 2 },
      guest.headers,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('two changes racing for the last table', () => {
  it('give it to one; the other is refused and keeps its booking', async () => {
    // Table 5 (six seats) is the only one left at 7:00 PM; two parties of four ask to move there at once.
    for (const partySize of [4, 4]) await bookedForCaller({ date: MONDAY, time: '7:00 PM', partySize });
    await bookedForCaller({ date: MONDAY, time: '7:00 PM', partySize: 2 });
    await bookedForCaller({ date: MONDAY, time: '7:00 PM', partySize: 2 });
    const first = await bookedForCaller({ date: MONDAY, time: '1:00 PM', partySize: 4 });
    const second = await bookedForCaller({ date: MONDAY, time: '2:00 PM', partySize: 4 });
    const answers = await Promise.all(
      [first, second].map((b) => change(b._id, { date: MONDAY, time: '7:00 PM', partySize: 5 })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = answers[0]!.statusCode === 409 ? first : second;
    expect((await heldTables(loser._id)).length).toBe(1);
  });
});
