import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reservations, reservationTables } from '../../src/db/schema';
import { newId } from '../../src/lib/ids';
import { instant } from '../../src/modules/tables/test-kit';
import { createUser, type TestUser } from '../factories';
import { useTestApp } from '../fixtures/test-app-fixture';
import { PHONE, useLayout } from './layout';

/** Friday, March 6 2026, noon in Chicago. */
const NOW = new Date(instant('2026-03-06', '12:00'));
const DATE = '2026-03-10'; // a Tuesday

const { ctx, restaurant } = useTestApp({ now: () => NOW, seed: true, poolMax: 30 });
let table: Record<number, string>;
let customers: TestUser[];
beforeAll(async () => {
  table = await useLayout(ctx, restaurant.id);
  customers = await Promise.all(Array.from({ length: 12 }, () => createUser(ctx.app)));
});

const holdsOf = (tableId: string) =>
  ctx.db
    .select()
    .from(reservationTables)
    .where(and(eq(reservationTables.tableId, tableId), eq(reservationTables.holds, true)));

describe('racing bookings of one combination', () => {
  it('stores exactly one, whatever the timing, against party and per-table bookings alike', async () => {
    // A party of eight fits only at 3 + 4 or 4 + 5: table 4 is in both, so one eight at 6:00 PM at most. Per-table
    // bookings of table 4 at 6:30 PM race them.
    const party = Array.from({ length: 40 }, (_, index) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: customers[index % customers.length]!.headers,
        payload: { date: DATE, time: '6:00 PM', partySize: 8, phone: PHONE },
      }),
    );
    const perTable = Array.from({ length: 10 }, (_, index) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/restaurants/table/book',
        headers: customers[index % customers.length]!.headers,
        payload: {
          tableId: table[4],
          reservedDate: DATE,
          reservedTime: '6:30 PM',
          reservedFor: 1,
          guests: 4,
          purpose: 'Other',
        },
      }),
    );
    const responses = await Promise.all([...party, ...perTable]);
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others say why: taken, or the clear 503 of the pool's back-pressure on a very busy machine.
    expect(statuses.filter((s) => s !== 201 && s !== 409 && s !== 503)).toEqual([]);

    const held = await holdsOf(table[4]!);
    expect(held).toHaveLength(1);
    const active = await ctx.db.select().from(reservations).where(eq(reservations.status, 'active'));
    expect(active).toHaveLength(1);
    // A party's win holds two tables, a per-table win one.
    const tablesHeld = await ctx.db
      .select()
      .from(reservationTables)
      .where(and(eq(reservationTables.reservationId, active[0]!.id), eq(reservationTables.holds, true)));
    expect(tablesHeld).toHaveLength(active[0]!.guests === 8 ? 2 : 1);
  }, 120_000);

  it('leaves it to the database to refuse a second hold of any table of a combination, written directly', async () => {
    const [won] = await ctx.db.select().from(reservations).where(eq(reservations.status, 'active'));
    const otherTable = (
      await ctx.db.select().from(reservationTables).where(eq(reservationTables.reservationId, won!.id))
    )
      .map((row) => row.tableId)
      .find((id) => id !== won!.tableId);
    for (const tableId of [won!.tableId!, otherTable].filter((id) => id !== undefined)) {
      const write = ctx.db.insert(reservations).values({
        id: newId(),
        tableId,
        userId: customers[0]!.id,
        startsAt: won!.startsAt,
        endsAt: won!.endsAt,
        guests: 2,
        purpose: 'Other',
      });
      await expect(write).rejects.toMatchObject({ cause: { code: '23P01' } });
    }
  });

  it('frees every table of a combination when the booking is cancelled', async () => {
    const date = '2026-03-11';
    const booked = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: customers[0]!.headers,
      payload: { date, time: '6:00 PM', partySize: 8, phone: PHONE },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { _id: reservationId, tables } = booked.json().data as { _id: string; tables: number[] };
    expect(tables).toEqual([3, 4]);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/table/unbook-table',
      headers: customers[0]!.headers,
      payload: { reservationId },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: customers[1]!.headers,
      payload: { date, time: '6:00 PM', partySize: 8, phone: PHONE },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.tables).toEqual([3, 4]);
  });
});
