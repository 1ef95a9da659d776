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

async function specialDay(date: string, open: string, close: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/special-days',
    headers: owner.headers,
    payload: { date, isClosed: false, open, close, note: 'Late night' },
  });
  expect(response.statusCode, response.body).toBe(201);
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
  it('are in the next day’s book while they hold tables, and keep its first quarters off those tables', async () => {
    // Friday open until 1:00 AM; Saturday opens at midnight.
    await specialDay('2026-03-13', '5:00 PM', '1:00 AM');
    await specialDay('2026-03-14', '12:00 AM', '11:00 PM');
    const late = await fillTheFloor('2026-03-13', '10:30 PM');
    // A four stays 105 minutes (until 12:15 AM), the six 120 (until 12:30 AM).
    expect(late[0]!.endsAt).toBe(instant('2026-03-14', '00:15'));

    const saturday = await dayOf(ctx, owner.headers, '2026-03-14');
    expect(saturday.bookings.map((b) => b._id).sort()).toEqual(late.map((b) => b._id).sort());
    // The day they arrived still lists them.
    const friday = await dayOf(ctx, owner.headers, '2026-03-13');
    expect(friday.bookings).toHaveLength(4);

    const twos = await availability('2026-03-14', 2);
    expect(twos[0]!.time).toBe(instant('2026-03-14', '00:00'));
    expect(availableAt(twos, instant('2026-03-14', '00:00'))).toBe(false);
    expect(availableAt(twos, instant('2026-03-14', '00:15'))).toBe(true);
    const sixes = await availability('2026-03-14', 6);
    // Table 5 is held until 12:30 AM; tables 3 + 4 (eight seats) are free from 12:15 AM.
    expect(availableAt(sixes, instant('2026-03-14', '00:00'))).toBe(false);
    expect(availableAt(sixes, instant('2026-03-14', '00:15'))).toBe(true);
    const guest = await createUser(ctx.app);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: guest.headers,
      payload: { date: '2026-03-14', time: '12:00 AM', partySize: 2, phone: '(555) 010-2030' },
    });
    expect(refused.statusCode, refused.body).toBe(409);

    // Once a late party has left, it no longer holds a table that day: it leaves the next day's book.
    await changed(ctx, owner.headers, late[3]!._id, { status: 'seated' });
    await changed(ctx, owner.headers, late[3]!._id, { status: 'completed' });
    const after = await dayOf(ctx, owner.headers, '2026-03-14');
    expect(after.bookings.map((b) => b._id)).not.toContain(late[3]!._id);
    expect(availableAt(await availability('2026-03-14', 2), instant('2026-03-14', '00:00'))).toBe(true);
  });

  it('across the spring-forward night, by real time', async () => {
    // Saturday March 7 open until 3:00 AM; Sunday March 8 opens at midnight; 2:00 AM CST is 3:00 AM CDT.
    await specialDay('2026-03-07', '8:00 PM', '3:00 AM');
    await specialDay('2026-03-08', '12:00 AM', '11:00 PM');
    // 11:45 PM CST: the fours stay until 1:30 AM CST, the six until 1:45 AM CST (07:45Z).
    const late = await fillTheFloor('2026-03-07', '11:45 PM');
    expect(late[1]!.endsAt).toBe('2026-03-08T07:45:00.000Z');

    const sunday = await dayOf(ctx, owner.headers, '2026-03-08');
    expect(sunday.bookings.map((b) => b._id).sort()).toEqual(late.map((b) => b._id).sort());
    const twos = await availability('2026-03-08', 2);
    expect(availableAt(twos, '2026-03-08T07:15:00.000Z')).toBe(false); // 1:15 AM CST
    expect(availableAt(twos, '2026-03-08T07:30:00.000Z')).toBe(true); // 1:30 AM CST
    const sixes = await availability('2026-03-08', 6);
    // Tables 3 + 4 are free from 1:30 AM CST; the quarter after 1:45 AM CST is 3:00 AM CDT (08:00Z).
    expect(availableAt(sixes, '2026-03-08T07:15:00.000Z')).toBe(false);
    expect(availableAt(sixes, '2026-03-08T07:30:00.000Z')).toBe(true);
    const quarters = sixes.map((t) => t.time);
    expect(quarters[quarters.indexOf('2026-03-08T07:45:00.000Z') + 1]).toBe('2026-03-08T08:00:00.000Z');
  });
});
