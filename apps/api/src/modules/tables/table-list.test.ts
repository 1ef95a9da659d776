import {
  DEFAULT_OPENING_HOURS,
  nextBookableSlot,
  tablesAtSchema,
  zonedInstant,
  type TablesAt,
} from '@flame/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { diningTablePairs, reservations, specialDays } from '../../db/schema';
import { newId } from '../../lib/ids';
import { instant, ZONE } from './test-kit';

/** Monday, March 2 2026, 4:40 PM in Chicago (open 10 AM to 9 PM); moved by a test. */
const MONDAY_AFTERNOON = new Date(instant('2026-03-02', '16:40'));
let now = MONDAY_AFTERNOON;

const {
  ctx,
  restaurant,
  tables,
  users: { guest },
} = useTestApp({ now: () => now, seed: true, users: { guest: {} } });

afterEach(async () => {
  now = MONDAY_AFTERNOON;
  await ctx.db.delete(reservations);
  await ctx.db.delete(specialDays);
  await ctx.db.delete(diningTablePairs);
});

const tableId = (number: number) => tables.find((t) => t.tableNumber === number)!.id;

async function publicList(): Promise<TablesAt> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/tables/unauth' });
  expect(response.statusCode, response.body).toBe(200);
  return tablesAtSchema.parse(response.json().data) as TablesAt;
}

/** A booking written straight to the database (the API refuses times in the past). */
function held(tableNumber: number, startsAt: Date, endsAt: Date) {
  return ctx.db.insert(reservations).values({
    id: newId(),
    tableId: tableId(tableNumber),
    userId: guest.id,
    startsAt,
    endsAt,
    purpose: 'Other',
  });
}

const stateOf = (list: TablesAt, tableNumber: number) =>
  list.tables.find((table) => table.tableNumber === tableNumber)!.state;

describe('the table list by default (no `at`)', () => {
  it('shows the next bookable slot, and the tables held at it: not a booking that ends before it', async () => {
    const next = nextBookableSlot(DEFAULT_OPENING_HOURS, ZONE, now)!;
    const slot = zonedInstant(next.date, next.minutes, ZONE);
    expect(slot.getTime()).toBeGreaterThan(now.getTime());
    // Table 1's booking runs now and ends a minute before the slot; table 2's runs through it.
    await held(1, new Date(instant('2026-03-02', '15:30')), new Date(slot.getTime() - 60_000));
    await held(2, new Date(instant('2026-03-02', '16:00')), new Date(instant('2026-03-02', '17:30')));
    const list = await publicList();
    expect(list.at).toBe(slot.toISOString());
    expect(stateOf(list, 1)).toBe('available');
    expect(stateOf(list, 2)).toBe('reserved');
  });

  it("skips a special day closed today, whatever today's date is in UTC", async () => {
    // 7:30 PM in Chicago is already Tuesday in UTC: the closure is on the restaurant's Monday.
    now = new Date(instant('2026-03-02', '19:30'));
    expect(now.toISOString().slice(0, 10)).toBe('2026-03-03');
    await ctx.db.insert(specialDays).values({
      id: newId(),
      restaurantId: restaurant.id,
      date: '2026-03-02',
      isClosed: true,
      note: '',
    });
    const list = await publicList();
    expect(list.at).toBe(instant('2026-03-03', '10:00'));
  });

  it('lists each table with the tables it may be pushed together with, by id', async () => {
    const [three, four, five] = [tableId(3), tableId(4), tableId(5)];
    await ctx.db.insert(diningTablePairs).values([
      { tableId: three, partnerId: five },
      { tableId: five, partnerId: three },
      { tableId: three, partnerId: four },
      { tableId: four, partnerId: three },
    ]);
    const list = await publicList();
    const partnersOf = (number: number) => list.tables.find((t) => t.tableNumber === number)!.combinableWith;
    expect(list.tables.map((table) => table.tableNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(partnersOf(3)).toEqual([four, five].sort());
    expect(partnersOf(4)).toEqual([three]);
    expect(partnersOf(6)).toEqual([]);
  });
});
