import type { PartyTime, ReservationDay } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, reservations } from '../../src/db/schema';
import { instant } from '../../src/modules/tables/test-kit';
import { CALLER, MONDAY, useCallerBookings } from './caller-bookings';
import { PHONE } from './layout';

const FRIDAY = '2026-03-06';

const {
  ctx,
  owner,
  restaurant,
  sink,
  users: { guest },
  bookForCaller,
  bookedForCaller,
} = useCallerBookings();

async function day(date: string): Promise<ReservationDay> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/reservations/day?date=${date}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as ReservationDay;
}

async function setStatus(id: string, payload: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/reservations/${id}/status`,
    headers: owner.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function setRules(payload: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/restaurants/${restaurant.id}`,
    headers: owner.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('a booking the owner makes for a caller', () => {
  it('gets tables, shows on the day as a phone booking, holds its table, and emails the caller', async () => {
    const booking = await bookedForCaller({
      date: MONDAY,
      time: '6:00 PM',
      partySize: 4,
      occasion: 'Birthday',
    });
    expect(booking).toMatchObject({
      status: 'active',
      time: '6:00 PM',
      partySize: 4,
      tables: [{ tableNumber: 3 }],
      name: CALLER.name,
      email: CALLER.email,
      phone: CALLER.phone,
      occasion: 'Birthday',
      noShows: 0,
      source: 'staff',
    });
    expect((await day(MONDAY)).bookings).toEqual([booking]);

    // A customer looking at the tables then sees table 3 taken, without who booked it.
    const tables = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/tables?at=${encodeURIComponent(instant(MONDAY, '18:30'))}`,
      headers: guest.headers,
    });
    expect(tables.statusCode, tables.body).toBe(200);
    const three = (
      tables.json().data.tables as { tableNumber: number; state: string; reservation: unknown }[]
    ).find((t) => t.tableNumber === 3);
    expect(three).toMatchObject({ state: 'reserved', reservation: null });

    await ctx.app.mail.sender.deliverDue();
    expect(sink.received).toHaveLength(1);
    const mail = sink.received[0]!;
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(CALLER.email);
    expect(mail.subject).toBe('Table 3 reserved: Monday, March 9 at 6:00 PM, 4 guests');
    expect(mail.text).toContain(`Thank you, ${CALLER.name}.`);
  });

  it("is cancelled by the caller's emailed link, and the caller and the restaurant are told", async () => {
    await bookedForCaller({ date: MONDAY, time: '7:00 PM', partySize: 2 });
    await ctx.app.mail.sender.deliverDue();
    const token = decodeURIComponent(
      /\/reservations\/cancel\?token=([\w.%-]+)/.exec(sink.received[0]!.text!)![1]!,
    );
    sink.received.length = 0;

    const shown = await ctx.app.inject({ method: 'GET', url: `/api/reservations/cancel?token=${token}` });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ state: 'active', reservation: { guestName: CALLER.name } });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations/cancel',
      payload: { token },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await day(MONDAY)).bookings.map((b) => b.status)).toEqual(['cancelled']);
    await ctx.app.mail.sender.deliverDue();
    const recipients = sink.received.map((mail) => (mail.to && 'text' in mail.to ? mail.to.text : ''));
    expect(recipients).toContain(CALLER.email);
    expect(recipients).toHaveLength(2);
  });

  it('without an email: nothing is mailed, neither the booking nor the restaurant cancelling it', async () => {
    const booking = await bookedForCaller({
      date: MONDAY,
      time: '6:00 PM',
      partySize: 2,
      guest: { name: CALLER.name, phone: CALLER.phone },
    });
    expect(booking.email).toBe('');
    await setStatus(booking._id, { status: 'cancelled', reason: 'The kitchen flooded' });
    expect(await ctx.db.select().from(outboxMessages)).toEqual([]);
  });

  it("counts the caller's no-shows by phone, with those of an account that booked under it", async () => {
    const online = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: guest.headers,
      payload: { date: MONDAY, time: '1:00 PM', partySize: 2, phone: CALLER.phone },
    });
    expect(online.statusCode, online.body).toBe(201);
    await setStatus(online.json().data._id, { status: 'no-show' });

    const first = await bookedForCaller({ date: MONDAY, time: '5:00 PM', partySize: 2 });
    expect(first.noShows).toBe(1);
    await setStatus(first._id, { status: 'no-show' });
    const next = await bookedForCaller({ date: MONDAY, time: '7:00 PM', partySize: 2 });
    expect(next.noShows).toBe(2);
  });

  it('is listed in the guest book under the caller, with the booking', async () => {
    await bookedForCaller({ date: MONDAY, time: '6:00 PM', partySize: 4 });
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/guests?query=${encodeURIComponent('Meera')}`,
      headers: owner.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ name: CALLER.name, email: CALLER.email }),
    ]);
  });

  it("is erased with the caller's personal data: no name, email or phone left on the booking", async () => {
    const booking = await bookedForCaller({
      date: MONDAY,
      time: '6:00 PM',
      partySize: 4,
      note: 'Window please',
    });
    const [found] = (
      await ctx.app.inject({ method: 'GET', url: '/api/guests?query=Meera', headers: owner.headers })
    ).json().data as { id: string }[];
    const erased = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/guests/${found!.id}/personal-data`,
      headers: owner.headers,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, booking._id));
    expect(row).toMatchObject({ guestName: 'Erased guest', guestEmail: null, phone: null, note: null });
    expect(JSON.stringify(row).toLowerCase()).not.toMatch(/meera|301-4455|window/);
  });
});

describe("the owner's rules for a booking by phone", () => {
  it('hold the hours and the tables only: no notice, no booking window, no pacing, any party the tables seat', async () => {
    await setRules({ coversPer15Minutes: 4 });
    try {
      // Half an hour from now: inside the online notice of 60 minutes.
      expect((await bookedForCaller({ date: FRIDAY, time: '12:30 PM', partySize: 2 })).time).toBe('12:30 PM');
      // Forty days ahead: past the online window of 30.
      await bookedForCaller({ date: '2026-04-15', time: '6:00 PM', partySize: 2 });
      // Six guests where pacing takes four a quarter hour.
      await bookedForCaller({ date: MONDAY, time: '6:00 PM', partySize: 6 });
      // Ten guests, more than booked online (8): tables 4 and 5 pushed together, not a request.
      const ten = await bookedForCaller({ date: '2026-03-10', time: '5:00 PM', partySize: 10 });
      expect(ten).toMatchObject({ status: 'active', tables: [{ tableNumber: 4 }, { tableNumber: 5 }] });
    } finally {
      await setRules({ coversPer15Minutes: null });
    }
  });

  it('refuse what is past, closed or too late, and a guest without a name or phone, naming the field', async () => {
    for (const [payload, field, message] of [
      [
        { date: FRIDAY, time: '11:45 AM', partySize: 2 },
        'time',
        'That time has already passed. Please choose a later time',
      ],
      [{ date: '2026-03-05', time: '6:00 PM', partySize: 2 }, 'date', 'Please choose today or a later date'],
      [
        { date: MONDAY, time: '8:30 PM', partySize: 4 },
        'time',
        /the last time to arrive that day is 7:15 PM/,
      ],
      [{ date: MONDAY, time: '6:10 PM', partySize: 2 }, 'time', /every 15 minutes/],
      [
        { date: MONDAY, time: '6:00 PM', partySize: 2, guest: { name: '', phone: PHONE } },
        'guest.name',
        'Name is required',
      ],
      [{ date: MONDAY, time: '6:00 PM', partySize: 2, guest: { name: 'Ann' } }, 'guest.phone', /phone/i],
      [
        { date: MONDAY, time: '6:00 PM', partySize: 2, guest: { ...CALLER, email: 'not-an-email' } },
        'guest.email',
        'Please enter a valid email address',
      ],
    ] as const) {
      const response = await bookForCaller(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const details = response.json().error as Record<string, string[]>;
      expect(details[field]?.[0], JSON.stringify(details)).toMatch(message);
    }
    expect((await day(MONDAY)).bookings).toEqual([]);
  });

  it('answer a time with no table free with a 409 and the nearest times the owner may book', async () => {
    // Tables 3, 4, 5, then 1 and 2 pushed together: every table of the floor.
    for (let party = 1; party <= 4; party++) {
      await bookedForCaller({ date: MONDAY, time: '6:00 PM', partySize: 4 });
    }
    const full = await bookForCaller({ date: MONDAY, time: '6:00 PM', partySize: 4 });
    expect(full.statusCode, full.body).toBe(409);
    expect(full.json().message).toBe(
      'No table is free for your party at that time. Please choose another time',
    );
    const nearest = full.json().error.nearestTimes as string[];
    expect(nearest.length).toBeGreaterThan(0);
    expect(nearest).not.toContain(instant(MONDAY, '18:00'));

    const times = await ctx.app.inject({
      method: 'GET',
      url: `/api/reservations/staff/availability?date=${MONDAY}&partySize=4`,
      headers: owner.headers,
    });
    expect(times.statusCode, times.body).toBe(200);
    const at = (clock: string) =>
      (times.json().data as PartyTime[]).find((t) => t.time === instant(MONDAY, clock));
    expect(at('18:00')?.available).toBe(false);
    expect(at('10:00')?.available).toBe(true);
    for (const time of nearest) {
      expect((times.json().data as PartyTime[]).find((t) => t.time === time)?.available).toBe(true);
    }
  });

  it("offer the times inside the notice that a customer's availability leaves out", async () => {
    const read = async (path: string, headers?: Record<string, string>) =>
      (
        (await ctx.app.inject({ method: 'GET', url: `${path}?date=${FRIDAY}&partySize=2`, headers })).json()
          .data as PartyTime[]
      ).find((t) => t.time === instant(FRIDAY, '12:30'))?.available;
    expect(await read('/api/reservations/availability')).toBe(false);
    expect(await read('/api/reservations/staff/availability', owner.headers)).toBe(true);
  });
});
