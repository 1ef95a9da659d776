import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { reservations } from '../../db/schema';
import { newId } from '../../lib/ids';
import { booking, instant, weeknight } from './test-kit';

let customers: TestUser[];

const { ctx, tables } = useTestApp({ poolMax: 40, seed: true });
beforeAll(async () => {
  // A larger pool than the tests default (5), so 200 requests at once wait in PostgreSQL rather than time out in
  // the pool when the machine is busy.
  customers = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx.app)));
});

const activeOn = (tableId: string) =>
  ctx.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tableId, tableId), eq(reservations.status, 'active')));

describe('double booking, whatever the timing', () => {
  it('lets exactly one of 200 simultaneous overlapping bookings of one table through', async () => {
    const table = tables.find((t) => t.tableNumber === 1)!;
    const date = weeknight(3);
    // 6:00-8:00, 6:30-8:30 and 7:00-9:00 PM all overlap one another.
    const times = ['6:00 PM', '6:30 PM', '7:00 PM'];
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/restaurants/table/book',
          headers: customers[index % customers.length]!.headers,
          payload: booking(table.id, { reservedDate: date, reservedTime: times[index % times.length] }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // Every other answer says why: taken, or (when the machine is so busy that a request waited more than 5 s
    // for a database connection) the clear 503 of the pool's back-pressure. Never a second booking.
    expect(statuses.filter((s) => s !== 201 && s !== 409 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe('This table is already reserved for that time');
    }
    for (const busy of responses.filter((r) => r.statusCode === 503)) {
      expect(busy.json()).toMatchObject({ success: false, message: expect.stringContaining('try again') });
    }
    expect(await activeOn(table.id)).toHaveLength(1);
  }, 180_000); // 200 requests at once: slow on a busy 2-core machine running other test files.

  it('takes back-to-back bookings, one ending when the next starts, even sent at once', async () => {
    const table = tables.find((t) => t.tableNumber === 2)!;
    const date = weeknight(3);
    const responses = await Promise.all(
      [
        ['11:00 AM', 2],
        ['1:00 PM', 3],
        ['4:00 PM', 1],
        ['5:00 PM', 4],
      ].map(([time, hours], index) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/restaurants/table/book',
          headers: customers[index]!.headers,
          payload: booking(table.id, {
            reservedDate: date,
            reservedTime: time as string,
            reservedFor: hours as number,
          }),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const stored = (await activeOn(table.id)).map((r) => [r.startsAt.toISOString(), r.endsAt.toISOString()]);
    expect(stored.sort()).toEqual([
      [instant(date, '11:00'), instant(date, '13:00')],
      [instant(date, '13:00'), instant(date, '16:00')],
      [instant(date, '16:00'), instant(date, '17:00')],
      [instant(date, '17:00'), instant(date, '21:00')],
    ]);
  });

  it('is the database that refuses the overlap, not only the API', async () => {
    const table = tables.find((t) => t.tableNumber === 5)!;
    const row = (startsAt: string, endsAt: string) => ({
      id: newId(),
      tableId: table.id,
      userId: customers[0]!.id,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      purpose: 'Other',
    });
    await ctx.db.insert(reservations).values(row('2031-05-06T18:00:00Z', '2031-05-06T20:00:00Z'));
    await expect(
      ctx.db.insert(reservations).values(row('2031-05-06T19:59:00Z', '2031-05-06T21:00:00Z')),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
    // A cancelled reservation holds nothing.
    await ctx.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.tableId, table.id));
    await ctx.db.insert(reservations).values(row('2031-05-06T19:00:00Z', '2031-05-06T21:00:00Z'));
    expect(await activeOn(table.id)).toHaveLength(1);
  });
});
