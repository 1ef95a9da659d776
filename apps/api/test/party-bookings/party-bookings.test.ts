import type { PartyReservation, PartyTime, Restaurant } from '@flame/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../src/db/schema';
import { instant } from '../../src/modules/tables/test-kit';
import { useTestApp } from '../fixtures/test-app-fixture';
import { multipartForm } from '../multipart';
import { PHONE, useLayout } from './layout';

/** Friday, March 6 2026, noon in Chicago; that Sunday (March 8) the clocks spring forward at 2:00 AM. */
const NOW = new Date(instant('2026-03-06', '12:00'));
const MONDAY = '2026-03-09'; // open 10:00 AM to 9:00 PM, as Tuesday to Thursday
const TUESDAY = '2026-03-10';
const WEDNESDAY = '2026-03-11';
const THURSDAY = '2026-03-12';

const {
  ctx,
  owner,
  restaurant: seeded,
  users: { guest, other },
} = useTestApp({ now: () => NOW, seed: true, users: { guest: {}, other: {} } });

let table: Record<number, string>;
beforeAll(async () => {
  table = await useLayout(ctx, seeded.id);
});

async function availability(date: string, partySize: number): Promise<PartyTime[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/reservations/availability?date=${date}&partySize=${partySize}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as PartyTime[];
}

const availableAt = async (date: string, partySize: number, clock: string) =>
  (await availability(date, partySize)).find((t) => t.time === instant(date, clock))?.available;

function book(payload: Record<string, unknown>, headers = guest.headers) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers,
    payload: { phone: PHONE, ...payload },
  });
}

async function booked(payload: Record<string, unknown>, headers = guest.headers): Promise<PartyReservation> {
  const response = await book(payload, headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as PartyReservation;
}

async function setRules(payload: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: `/api/restaurants/${seeded.id}`,
    headers: owner.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function restaurant(): Promise<Restaurant> {
  return ((await ctx.app.inject({ method: 'GET', url: '/api/restaurants' })).json().data as Restaurant[])[0]!;
}

describe("the restaurant's booking rules", () => {
  it('default to the usual turn times, no pacing, 30 days, 60 minutes and parties up to 8', async () => {
    expect(await restaurant()).toMatchObject({
      turnMinutesByPartySize: { '2': 90, '4': 105, '6': 120, '8': 150 },
      coversPer15Minutes: null,
      bookingWindowDays: 30,
      bookingCutoffMinutes: 60,
      maxOnlinePartySize: 8,
    });
  });

  it('are changed by the owner, and bad ones refused with a 400 naming the field', async () => {
    for (const [payload, field] of [
      [{ turnMinutesByPartySize: {} }, 'turnMinutesByPartySize'],
      [{ turnMinutesByPartySize: { two: 90 } }, 'turnMinutesByPartySize'],
      [{ turnMinutesByPartySize: { '2': 5 } }, 'turnMinutesByPartySize'],
      [{ coversPer15Minutes: 0 }, 'coversPer15Minutes'],
      [{ bookingWindowDays: 0 }, 'bookingWindowDays'],
      [{ bookingCutoffMinutes: -1 }, 'bookingCutoffMinutes'],
      [{ maxOnlinePartySize: 2.5 }, 'maxOnlinePartySize'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'PUT',
        url: `/api/restaurants/${seeded.id}`,
        headers: owner.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error ?? {}).join(), JSON.stringify(payload)).toContain(field);
    }
    await setRules({ coversPer15Minutes: 40, bookingWindowDays: 14 });
    expect(await restaurant()).toMatchObject({ coversPer15Minutes: 40, bookingWindowDays: 14 });
    await setRules({ coversPer15Minutes: null, bookingWindowDays: 30 });
  });
});

describe("tables' combinableWith", () => {
  it('is set through the table form both ways, read on the table list, and refused for unknown tables', async () => {
    const update = (fields: Record<string, string>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/restaurants/tables/update',
        headers: owner.headers,
        payload: multipartForm({ _id: table[1]!, tableNumber: '1', seats: '2', ...fields }),
      });
    let response = await update({ combinableWith: `${table[2]},${table[3]}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.combinableWith).toEqual([table[2], table[3]].sort());

    const list = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/tables/unauth' });
    const byNumber = (n: number) =>
      (list.json().data.tables as { tableNumber: number; combinableWith: string[] }[]).find(
        (t) => t.tableNumber === n,
      )!;
    expect(byNumber(3).combinableWith).toEqual([table[1], table[4]].sort());

    // The form without the field (the dashboard's today) leaves the partners as they are.
    response = await update({ description: 'Window' });
    expect(response.json().data.combinableWith).toEqual([table[2], table[3]].sort());

    for (const ids of [table[1]!, 'no-such-table']) {
      response = await update({ combinableWith: ids });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.combinableWith).toEqual([
        'Combinable tables must be other tables of this restaurant',
      ]);
    }
    response = await update({ combinableWith: table[2]! });
    expect(response.json().data.combinableWith).toEqual([table[2]]);
  });
});

describe('booking by party size', () => {
  it('assigns the smallest single table that seats the party, else the smallest combination', async () => {
    const three = await booked({ date: MONDAY, time: '6:00 PM', partySize: 3, occasion: 'Birthday' });
    expect(three).toMatchObject({
      status: 'active',
      date: MONDAY,
      time: '6:00 PM',
      partySize: 3,
      phone: PHONE,
      occasion: 'Birthday',
      tables: [3],
    });
    expect((await booked({ date: MONDAY, time: '6:00 PM', partySize: 6 })).tables).toEqual([5]);
    // Another six at 6:00 PM: table 5 is taken and 4 alone is too small; 4 and 3 would do, but 3 is taken.
    const response = await book({ date: MONDAY, time: '6:00 PM', partySize: 6 }, other.headers);
    expect(response.statusCode).toBe(409);
    // Eight on Tuesday: 3 + 4 (8 seats) rather than 4 + 5 (10 seats).
    expect((await booked({ date: TUESDAY, time: '6:00 PM', partySize: 8 })).tables).toEqual([3, 4]);
    expect((await booked({ date: TUESDAY, time: '6:00 PM', partySize: 4 }, other.headers)).tables).toEqual([
      5,
    ]);
    // Two tables for two, pushed together, for a party of four.
    expect((await booked({ date: TUESDAY, time: '6:00 PM', partySize: 4 }, other.headers)).tables).toEqual([
      1, 2,
    ]);
  });

  it('never joins tables that cannot be pushed together, whatever their seats', async () => {
    await setRules({ maxOnlinePartySize: 20 });
    // 3 + 4 + 5 seat 14, but 3 and 5 cannot be joined; 4 + 5 seat only 10.
    expect(await availableAt(WEDNESDAY, 12, '18:00')).toBe(false);
    const response = await book({ date: WEDNESDAY, time: '6:00 PM', partySize: 12 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'No table is free for your party at that time. Please choose another time',
      error: { nearestTimes: [] },
    });
    expect((await booked({ date: WEDNESDAY, time: '6:00 PM', partySize: 10 })).tables).toEqual([4, 5]);
    await setRules({ maxOnlinePartySize: 8 });
  });

  it('answers a taken time with 409 and the nearest available times', async () => {
    await booked({ date: THURSDAY, time: '7:00 PM', partySize: 6 }); // table 5 until 9:00 PM
    await booked({ date: THURSDAY, time: '5:00 PM', partySize: 8 }); // 3 + 4 until 7:30 PM
    // A party of six at 6:00 PM: 5 is free until 7:00 PM but a six stays 2 hours; 3 and 4 are taken. At 5:00 PM
    // it leaves table 5 just as the next party arrives.
    const response = await book({ date: THURSDAY, time: '6:00 PM', partySize: 6 }, other.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.nearestTimes).toEqual([
      instant(THURSDAY, '17:00'),
      instant(THURSDAY, '16:45'),
      instant(THURSDAY, '16:30'),
    ]);
  });

  it('holds each table for the turn time of the party size', async () => {
    const date = '2026-03-16';
    const stays: PartyReservation[] = [];
    const times = ['10:00 AM', '12:00 PM', '2:00 PM', '4:00 PM', '6:00 PM'];
    for (const [index, partySize] of [2, 3, 4, 5, 6].entries()) {
      stays.push(await booked({ date, time: times[index], partySize }));
    }
    const minutes = (r: PartyReservation) => (Date.parse(r.endsAt) - Date.parse(r.startsAt)) / 60_000;
    expect(stays.map((r) => [r.partySize, minutes(r)])).toEqual([
      [2, 90],
      [3, 105],
      [4, 105],
      [5, 120],
      [6, 120],
    ]);
    // Weeknights close at 9:00 PM: a two may arrive at 7:30 PM at the latest, an eight at 6:30 PM.
    expect(await availableAt('2026-03-17', 2, '19:30')).toBe(true);
    expect(await availableAt('2026-03-17', 2, '19:45')).toBe(false);
    expect(await availableAt('2026-03-17', 8, '18:30')).toBe(true);
    expect(await availableAt('2026-03-17', 8, '18:45')).toBe(false);
    const late = await book({ date: '2026-03-17', time: '7:45 PM', partySize: 2 });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.time).toEqual([
      'A party of 2 stays 90 minutes, so the last time to arrive that day is 7:30 PM',
    ]);
    await setRules({ turnMinutesByPartySize: { '2': 60, '10': 180 } });
    expect(await availableAt('2026-03-17', 2, '20:00')).toBe(true);
    expect((await restaurant()).turnMinutesByPartySize).toEqual({ '2': 60, '10': 180 });
    await setRules({ turnMinutesByPartySize: { '2': 90, '4': 105, '6': 120, '8': 150 } });
  });

  it('paces arrivals: no more guests in one quarter hour than the owner allows', async () => {
    const date = '2026-03-18';
    await setRules({ coversPer15Minutes: 4 });
    await booked({ date, time: '12:00 PM', partySize: 3 });
    expect(await availableAt(date, 1, '12:00')).toBe(true);
    expect(await availableAt(date, 2, '12:00')).toBe(false);
    expect(await availableAt(date, 2, '12:15')).toBe(true);
    const full = await book({ date, time: '12:00 PM', partySize: 2 }, other.headers);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      message: 'We are fully booked at that time. Please choose another time',
      error: { nearestTimes: [instant(date, '11:45'), instant(date, '12:15'), instant(date, '11:30')] },
    });
    await booked({ date, time: '12:00 PM', partySize: 1 }, other.headers);
    expect(await availableAt(date, 1, '12:00')).toBe(false);
    await setRules({ coversPer15Minutes: null });
    expect(await availableAt(date, 2, '12:00')).toBe(true);
  });

  it('stops at the cut-off before a time and at the end of the booking window', async () => {
    // Today (Friday, open 10:00 AM to 10:00 PM) at noon, with a cut-off of 60 minutes: 1:00 PM at the soonest.
    const today = await availability('2026-03-06', 2);
    expect(today.find((t) => t.available)?.time).toBe(instant('2026-03-06', '13:00'));
    const soon = await book({ date: '2026-03-06', time: '12:45 PM', partySize: 2 });
    expect(soon.statusCode).toBe(400);
    expect(soon.json().error.time).toEqual(['Please book at least 1 hour ahead']);
    await setRules({ bookingCutoffMinutes: 0 });
    expect(await availableAt('2026-03-06', 2, '12:00')).toBe(true);
    expect(await availableAt('2026-03-06', 2, '11:45')).toBe(false);
    await setRules({ bookingCutoffMinutes: 60 });

    // 30 days ahead: Sunday, April 5 is the last date.
    expect(await availableAt('2026-04-05', 2, '12:00')).toBe(true);
    expect((await availability('2026-04-06', 2)).some((t) => t.available)).toBe(false);
    const far = await book({ date: '2026-04-06', time: '12:00 PM', partySize: 2 });
    expect(far.statusCode).toBe(400);
    expect(far.json().error.date).toEqual(['Tables can be booked up to 30 days ahead']);
    const past = await book({ date: '2026-03-05', time: '12:00 PM', partySize: 2 });
    expect(past.json().error.date).toEqual(['Please choose today or a later date']);
  });

  it('sends a request, holding no table, for a party larger than booked online', async () => {
    const request = await booked({
      date: '2026-03-19',
      time: '6:00 PM',
      partySize: 9,
      note: 'Retirement party',
    });
    expect(request).toMatchObject({
      status: 'requested',
      partySize: 9,
      tables: [],
      note: 'Retirement party',
    });
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, request._id));
    expect(row).toMatchObject({ status: 'requested', tableId: null, guests: 9 });
    // Every table stays free for the others.
    expect((await booked({ date: '2026-03-19', time: '6:00 PM', partySize: 8 })).tables).toEqual([3, 4]);
    // A larger party's times are those the rules allow: the owner decides on tables.
    expect(await availableAt('2026-03-19', 30, '18:00')).toBe(true);
  });

  it('guards each table of a combination against the per-table booking too', async () => {
    const date = '2026-03-23';
    await booked({ date, time: '6:00 PM', partySize: 8 }); // 3 + 4, until 8:30 PM
    const perTable = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/table/book',
      headers: other.headers,
      payload: {
        tableId: table[4],
        reservedDate: date,
        reservedTime: '8:00 PM',
        reservedFor: 1,
        guests: 2,
        purpose: 'Other',
      },
    });
    expect(perTable.statusCode).toBe(409);
    expect(perTable.json().message).toBe('This table is already reserved for that time');
    // The tables page shows both tables of the combination reserved.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurants/tables/unauth?at=${encodeURIComponent(instant(date, '19:30'))}`,
    });
    const states = (list.json().data.tables as { tableNumber: number; state: string }[]).map((t) => [
      t.tableNumber,
      t.state,
    ]);
    expect(states).toEqual([
      [1, 'available'],
      [2, 'available'],
      [3, 'reserved'],
      [4, 'reserved'],
      [5, 'available'],
    ]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const good = { date: '2026-03-24', time: '7:00 PM', partySize: 2, phone: PHONE };
    for (const [payload, field] of [
      [{ ...good, date: '2026-02-30' }, 'date'],
      [{ ...good, date: undefined }, 'date'],
      [{ ...good, time: 'seven' }, 'time'],
      [{ ...good, time: '7:10 PM' }, 'time'],
      [{ ...good, time: '11:00 PM' }, 'time'],
      [{ ...good, partySize: 0 }, 'partySize'],
      [{ ...good, partySize: 2.5 }, 'partySize'],
      [{ ...good, phone: '' }, 'phone'],
      [{ ...good, phone: 'call me' }, 'phone'],
      [{ ...good, occasion: 'Party' }, 'occasion'],
      [{ ...good, note: 'x'.repeat(501) }, 'note'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: guest.headers,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(response.json().error ?? {}), JSON.stringify(payload)).toContain(field);
    }
    for (const [query, field] of [
      ['date=2026-03-24&partySize=0', 'partySize'],
      ['date=2026-03-24', 'partySize'],
      ['date=24-03-2026&partySize=2', 'date'],
    ] as const) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/reservations/availability?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error ?? {}), query).toContain(field);
    }
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/reservations', payload: good });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a day when the clocks change', () => {
  it('reads times on the restaurant clock: Sunday, March 8 springs forward', async () => {
    const sunday = '2026-03-08'; // open 11:00 AM to 8:00 PM, on Central Daylight Time (UTC-5)
    const times = await availability(sunday, 2);
    expect(times).toHaveLength(36);
    expect(times[0]!.time).toBe('2026-03-08T16:00:00.000Z');
    const reservation = await booked({ date: sunday, time: '6:30 PM', partySize: 2 });
    expect(reservation).toMatchObject({
      time: '6:30 PM',
      startsAt: '2026-03-08T23:30:00.000Z',
      endsAt: '2026-03-09T01:00:00.000Z',
    });
  });

  it('counts the real quarter hours of a night across the change', async () => {
    // Saturday night open 8:00 PM to 3:00 AM: 2:00 AM does not exist, so the night has 6 hours, 24 quarters.
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/special-days',
      headers: owner.headers,
      payload: { date: '2026-03-07', isClosed: false, open: '8:00 PM', close: '3:00 AM', note: 'Late night' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const times = await availability('2026-03-07', 2);
    expect(times).toHaveLength(24);
    expect(times.at(-1)!.time).toBe('2026-03-08T07:45:00.000Z'); // 2:45 AM CDT
    // 12:30 AM of that night is Sunday morning; a two stays 90 minutes, until 3:00 AM as 2:00 AM is skipped.
    const reservation = await booked({ date: '2026-03-07', time: '12:30 AM', partySize: 2 });
    expect(reservation).toMatchObject({
      date: '2026-03-08',
      startsAt: '2026-03-08T06:30:00.000Z',
      endsAt: '2026-03-08T08:00:00.000Z',
    });
  });
});
