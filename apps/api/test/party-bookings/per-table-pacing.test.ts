import { and, eq, gte, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservations } from '../../src/db/schema';
import { instant } from '../../src/modules/tables/test-kit';
import { createUser } from '../factories';
import { useTestApp } from '../fixtures/test-app-fixture';
import { PHONE, useLayout } from './layout';

/** Friday, March 6 2026, noon in Chicago. Tuesday to Thursday are open 10:00 AM to 9:00 PM. */
const NOW = new Date(instant('2026-03-06', '12:00'));
const TUESDAY = '2026-03-10';
const WEDNESDAY = '2026-03-11';
const FULL = 'We are fully booked at that time. Please choose another time';

const { ctx, owner, restaurant } = useTestApp({ now: () => NOW, seed: true, poolMax: 20 });
let table: Record<number, string>;
beforeAll(async () => {
  // Tables 1, 2 seat two, 3, 4 seat four, 5 seats six.
  table = await useLayout(ctx, restaurant.id);
  const paced = await ctx.app.inject({
    method: 'PUT',
    url: `/api/restaurants/${restaurant.id}`,
    headers: owner.headers,
    payload: { coversPer15Minutes: 4 },
  });
  expect(paced.statusCode, paced.body).toBe(200);
});

const bookParty = (headers: Record<string, string>, date: string, time: string, partySize: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/reservations',
    headers,
    payload: { date, time, partySize, phone: PHONE },
  });

const bookTable = (
  headers: Record<string, string>,
  tableNumber: number,
  date: string,
  time: string,
  guests: number,
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/table/book',
    headers,
    payload: {
      tableId: table[tableNumber],
      reservedDate: date,
      reservedTime: time,
      reservedFor: 1,
      guests,
      purpose: 'Other',
      phone: PHONE,
    },
  });

describe('pacing on the per-table booking', () => {
  it('refuses a table when its quarter hour is full, with the nearest slots that fit, and counts toward pacing', async () => {
    const guest = await createUser(ctx.app);
    const other = await createUser(ctx.app);
    expect((await bookParty(guest.headers, TUESDAY, '12:00 PM', 3)).statusCode).toBe(201);

    const refused = await bookTable(other.headers, 5, TUESDAY, '12:00 PM', 2);
    expect(refused.statusCode, refused.body).toBe(409);
    // Table 5 is free all day; the half hours either side have no arrivals yet.
    expect(refused.json()).toMatchObject({
      message: FULL,
      error: { reservedTime: [FULL], nearestTimes: ['11:30 AM', '12:30 PM', '11:00 AM'] },
    });

    // The last cover of that quarter is still there for a guest alone; then the party booking finds none.
    expect((await bookTable(other.headers, 5, TUESDAY, '12:00 PM', 1)).statusCode).toBe(201);
    const party = await bookParty(guest.headers, TUESDAY, '12:15 PM', 1);
    expect(party.statusCode, 'another quarter hour').toBe(201);
    const last = await bookParty((await createUser(ctx.app)).headers, TUESDAY, '12:00 PM', 1);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(FULL);
  });

  it('lets exactly one of racing party and per-table bookings take the last covers', async () => {
    // Two hours apart, so the twos of one round have left tables 1 and 2 before the next.
    const times = ['10:00 AM', '12:00 PM', '2:00 PM', '4:00 PM', '6:00 PM'];
    for (const time of times) {
      // Two of the quarter's four covers are taken (at table 1); two twos by party (table 2 is free for one) and
      // twos at tables 3, 4 and 5 race for the other two.
      expect((await bookTable((await createUser(ctx.app)).headers, 1, WEDNESDAY, time, 2)).statusCode).toBe(
        201,
      );
      const racers = await Promise.all(Array.from({ length: 5 }, () => createUser(ctx.app)));
      const responses = await Promise.all([
        bookParty(racers[0]!.headers, WEDNESDAY, time, 2),
        bookParty(racers[1]!.headers, WEDNESDAY, time, 2),
        ...[3, 4, 5].map((n, index) => bookTable(racers[index + 2]!.headers, n, WEDNESDAY, time, 2)),
      ]);
      const statuses = responses.map((r) => r.statusCode);
      expect(
        statuses.filter((s) => s === 201),
        time,
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s !== 201 && s !== 409),
        time,
      ).toEqual([]);
    }
    const from = new Date(instant(WEDNESDAY, '10:00'));
    const stored = await ctx.db
      .select({ guests: reservations.guests })
      .from(reservations)
      .where(
        and(
          eq(reservations.status, 'active'),
          gte(reservations.startsAt, from),
          lt(reservations.startsAt, new Date(instant(WEDNESDAY, '18:15'))),
        ),
      );
    // Two bookings of two in each of the five quarter hours: never more than four covers.
    expect(stored).toHaveLength(times.length * 2);
  }, 60_000);
});
