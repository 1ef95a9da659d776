import type { PartyTime } from '@flame/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { instant } from '../../src/modules/tables/test-kit';
import { createUser } from '../factories';
import { useTestApp } from '../fixtures/test-app-fixture';
import { useLayout } from '../party-bookings/layout';
import { bookParty, changed, dayOf, NOW } from './lifecycle-kit';

const { ctx, owner, restaurant } = useTestApp({ now: () => NOW, seed: true });
beforeAll(async () => {
  // Tables 1, 2 seat two (joinable), 3, 4 seat four (joinable), 5 seats six (joins 4).
  await useLayout(ctx, restaurant.id);
});

async function specialDay(date: string, open: string, close: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/special-days',
    headers: owner.headers,
    payload: { date, isClosed: false, open, close, note: 'Late night' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().data as { _id: string })._id;
}

async function dropSpecialDay(id: string) {
  const response = await ctx.app.inject({
    method: 'DELETE',
    url: `/api/restaurants/special-days/${id}`,
    headers: owner.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Every table taken by parties arriving at `time`: 4 (table 3), 6 (table 5), 4 (table 4), 4 (tables 1 + 2). */
async function fillTheFloor(date: string, time: string) {
  const booked = [];
  for (const partySize of [4, 6, 4, 4]) {
    const guest = await createUser(ctx.app);
    booked.push(await bookParty(ctx, guest.headers, { date, time, partySize }));
  }
  expect(booked.map((b) => b.tables)).toEqual([[3], [5], [4], [1, 2]]);
  return booked;
}

async function availability(date: string, partySize: number): Promise<PartyTime[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/reservations/availability?date=${date}&partySize=${partySize}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as PartyTime[];
}

const availableAt = (times: PartyTime[], iso: string) => times.find((t) => t.time === iso)?.available;

describe('bookings running past midnight', () => {
  it('belong to the night they were booked for: its day lists its arrivals after midnight, the next day’s begins at its closing', async () => {
    // Friday open until 2:00 AM; Saturday's own hours start at midnight, inside Friday's night.
    const friday = await specialDay('2026-03-13', '5:00 PM', '2:00 AM');
    await specialDay('2026-03-14', '12:00 AM', '11:00 PM');
    const late = await fillTheFloor('2026-03-13', '10:30 PM');
    // A four stays 105 minutes (until 12:15 AM), the six 120 (until 12:30 AM).
    expect(late[0]!.endsAt).toBe(instant('2026-03-14', '00:15'));
    // Friday's 12:15 AM is Saturday morning, in Friday's book: a two stays until 1:45 AM, before the 2:00 AM close.
    const afterMidnight = await bookParty(ctx, (await createUser(ctx.app)).headers, {
      date: '2026-03-13',
      time: '12:15 AM',
      partySize: 2,
    });
    expect(afterMidnight.startsAt).toBe(instant('2026-03-14', '00:15'));

    const fridayDay = await dayOf(ctx, owner.headers, '2026-03-13');
    expect(fridayDay.serviceStartsAt).toBe(instant('2026-03-13', '00:00'));
    expect(fridayDay.bookings.map((b) => b._id).sort()).toEqual(
      [...late, afterMidnight].map((b) => b._id).sort(),
    );
    expect(fridayDay.bookings.at(-1)!._id).toBe(afterMidnight._id);

    // Saturday's service begins at Friday's closing; Friday's parties still at their tables after midnight are
    // listed as the night before's (all of them start before Saturday's service).
    const saturday = await dayOf(ctx, owner.headers, '2026-03-14');
    expect(saturday.serviceStartsAt).toBe(instant('2026-03-14', '02:00'));
    expect(saturday.bookings.map((b) => b._id).sort()).toEqual(
      [...late, afterMidnight].map((b) => b._id).sort(),
    );
    // Saturday's quarters start there too: the early hours are not offered twice.
    const twos = await availability('2026-03-14', 2);
    expect(twos[0]!.time).toBe(instant('2026-03-14', '02:00'));
    const guest = await createUser(ctx.app);
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: guest.headers,
      payload: { date: '2026-03-14', time: '12:30 AM', partySize: 2, phone: '(555) 010-2030' },
    });
    expect(early.statusCode, early.body).toBe(400);
    expect(early.json().error.time).toEqual(['We are open from 2:00 AM to 11:00 PM that day']);

    // Hours changed after the bookings (Friday back to its weekly 10:00 PM close): Saturday's service begins at
    // midnight, and the late sittings keep its first quarters off their tables.
    await dropSpecialDay(friday);
    const moved = await dayOf(ctx, owner.headers, '2026-03-14');
    expect(moved.serviceStartsAt).toBe(instant('2026-03-14', '00:00'));
    const twosNow = await availability('2026-03-14', 2);
    expect(twosNow[0]!.time).toBe(instant('2026-03-14', '00:00'));
    // Tables 1 + 2 (the four) are free from 12:15 AM, and the two of 12:15 AM holds one table of 3, 4 or 5.
    expect(availableAt(twosNow, instant('2026-03-14', '00:00'))).toBe(false);
    expect(availableAt(twosNow, instant('2026-03-14', '00:15'))).toBe(true);

    // Once a late party has left, it no longer holds a table that day: it leaves the next day's book.
    await changed(ctx, owner.headers, late[3]!._id, { status: 'seated' });
    await changed(ctx, owner.headers, late[3]!._id, { status: 'completed' });
    const after = await dayOf(ctx, owner.headers, '2026-03-14');
    expect(after.bookings.map((b) => b._id)).not.toContain(late[3]!._id);
  });

  it('across the spring-forward night, by real time', async () => {
    // Saturday March 7 open until 3:00 AM; Sunday March 8 opens at midnight; 2:00 AM CST is 3:00 AM CDT.
    await specialDay('2026-03-07', '8:00 PM', '3:00 AM');
    await specialDay('2026-03-08', '12:00 AM', '11:00 PM');
    // Saturday's night is six real hours: 8:00 PM CST (02:00Z) to 3:00 AM CDT (08:00Z).
    const saturdayTwos = await availability('2026-03-07', 2);
    expect(saturdayTwos[0]!.time).toBe('2026-03-08T02:00:00.000Z');
    expect(saturdayTwos.at(-1)!.time).toBe('2026-03-08T07:45:00.000Z');
    expect(saturdayTwos).toHaveLength(24);
    // 11:45 PM CST: a six stays until 1:45 AM CST (07:45Z).
    const six = await bookParty(ctx, (await createUser(ctx.app)).headers, {
      date: '2026-03-07',
      time: '11:45 PM',
      partySize: 6,
    });
    expect(six.endsAt).toBe('2026-03-08T07:45:00.000Z');
    // 12:15 AM CST (06:15Z): a guest alone stays until 1:45 AM CST, before the close.
    const afterMidnight = await bookParty(ctx, (await createUser(ctx.app)).headers, {
      date: '2026-03-07',
      time: '12:15 AM',
      partySize: 1,
    });
    expect(afterMidnight.startsAt).toBe('2026-03-08T06:15:00.000Z');
    const saturday = await dayOf(ctx, owner.headers, '2026-03-07');
    expect(saturday.bookings.map((b) => b._id)).toEqual([six._id, afterMidnight._id]);

    // Sunday's service begins at Saturday's closing, 3:00 AM CDT; every party of Saturday's night is its
    // night before's.
    const sunday = await dayOf(ctx, owner.headers, '2026-03-08');
    expect(sunday.serviceStartsAt).toBe('2026-03-08T08:00:00.000Z');
    expect(sunday.bookings.map((b) => b._id)).toEqual([six._id, afterMidnight._id]);
    const sundayTwos = await availability('2026-03-08', 2);
    expect(sundayTwos[0]!.time).toBe('2026-03-08T08:00:00.000Z');
  });
});
