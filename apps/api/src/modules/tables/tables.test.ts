import {
  addDaysToIsoDate,
  DEFAULT_OPENING_HOURS,
  weekDayOf,
  nextBookableSlot,
  tablesAtSchema,
  zonedInstant,
  type DiningTable,
  type TablesAt,
} from '@flame/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { diningTables, reservations } from '../../db/schema';
import { booking, instant, weeknight, ZONE } from './test-kit';

const {
  ctx,
  owner,
  restaurant,
  tables,
  users: { alice, bob, strayAdmin },
} = useTestApp({
  seed: true,
  users: {
    alice: { name: 'Alice Booker', email: 'alice.booker@example.test' },
    bob: { name: 'Bob Other' },
    strayAdmin: { role: 'admin' },
  },
});

const tableId = (number: number) => tables.find((t) => t.tableNumber === number)!.id;

async function tablesAt(
  at: string | undefined,
  headers?: Record<string, string>,
  path = headers ? '/api/restaurants/tables' : '/api/restaurants/tables/unauth',
) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: at ? `${path}?at=${encodeURIComponent(at)}` : path,
    ...(headers ? { headers } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.body, data: tablesAtSchema.parse(response.json().data) as TablesAt };
}

const byNumber = (data: TablesAt, number: number) =>
  data.tables.find((t) => t.tableNumber === number) as DiningTable;

function book(user: TestUser, body: object) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/restaurants/table/book',
    headers: user.headers,
    payload: body,
  });
}

describe('the table lists', () => {
  it('shows every table to anyone, free at the next bookable slot by default', async () => {
    const { data } = await tablesAt(undefined);
    expect(data.tables.map((t) => t.tableNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const next = nextBookableSlot(DEFAULT_OPENING_HOURS, ZONE, new Date());
    expect(data.at).toBe(zonedInstant(next!.date, next!.minutes, ZONE).toISOString());
    expect(byNumber(data, 9)).toEqual({
      _id: tableId(9),
      tableNumber: 9,
      seats: 8,
      description: 'Long feast table for groups and celebrations',
      imageUrl: '/images/tables/3.svg',
      state: 'available',
      reserved: false,
      reservedBy: null,
      reservation: null,
      availableUntil: null,
      combinableWith: [],
    });
  });

  it('wants a sign-in for the list relative to the caller, and a real date-time', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/restaurants/tables' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/tables/unauth?at=tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/at must be an ISO date-time/);
  });

  it('does not take /restaurants/tables for a restaurant id, nor the other way round', async () => {
    const one = await ctx.app.inject({ method: 'GET', url: `/api/restaurants/${restaurant.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().data._id).toBe(restaurant.id);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/restaurants/table' });
    expect(unknown.json().message).toBe('Restaurant not found');
  });
});

describe('booking a table', () => {
  const date = weeknight(2, 0);

  it('books a free table: 201 and the reservation read in the restaurant time zone', async () => {
    const response = await book(alice, booking(tableId(3), { reservedDate: date, guests: 4 }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: 'Table booked successfully!',
      data: {
        _id: expect.any(String),
        tableId: tableId(3),
        tableNumber: 3,
        tables: [{ _id: tableId(3), tableNumber: 3 }],
        seats: 4,
        startsAt: instant(date, '19:00'),
        endsAt: instant(date, '21:00'),
        reservedDate: date,
        reservedTime: '7:00 PM',
        reservedFor: 2,
        guests: 4,
        purpose: 'Birthday',
        reservedBy: { name: 'Alice Booker', email: 'alice.booker@example.test' },
      },
    });
  });

  it("shows it as the customer's table to her, and as reserved, without who, to everyone else", async () => {
    const at = instant(date, '19:30');
    const mine = byNumber((await tablesAt(at, alice.headers)).data, 3);
    expect(mine).toMatchObject({
      state: 'mine',
      reserved: true,
      reservedBy: { name: 'Alice Booker', email: 'alice.booker@example.test' },
      reservation: { reservedTime: '7:00 PM', reservedFor: 2, purpose: 'Birthday' },
    });

    for (const [who, headers] of [
      ['another customer', bob.headers],
      ['an admin who does not own the restaurant', strayAdmin.headers],
      ['the public list', undefined],
      ['the public list, token or not', alice.headers],
    ] as const) {
      const path = who.startsWith('the public') ? '/api/restaurants/tables/unauth' : undefined;
      const { body, data } = await tablesAt(at, headers, path);
      expect(byNumber(data, 3), who).toMatchObject({
        state: 'reserved',
        reserved: true,
        reservedBy: null,
        reservation: null,
      });
      expect(body, who).not.toContain('alice.booker@example.test');
      expect(body, who).not.toContain('Alice Booker');
    }

    const asOwner = byNumber((await tablesAt(at, owner.headers)).data, 3);
    expect(asOwner).toMatchObject({
      state: 'reserved',
      reservedBy: { name: 'Alice Booker', email: 'alice.booker@example.test' },
    });
  });

  it('is free before and after the booked time, and tells until when', async () => {
    const before = byNumber((await tablesAt(instant(date, '17:00'), alice.headers)).data, 3);
    expect(before).toMatchObject({ state: 'available', availableUntil: instant(date, '19:00') });
    const endOfStay = byNumber((await tablesAt(instant(date, '21:00'), alice.headers)).data, 3);
    expect(endOfStay).toMatchObject({ state: 'available', availableUntil: null });
  });

  it('tells until when only for a booking on the chosen date, never one of a later day', async () => {
    for (const earlier of [addDaysToIsoDate(date, -1), addDaysToIsoDate(date, -4)]) {
      const table = byNumber((await tablesAt(instant(earlier, '17:00'), alice.headers)).data, 3);
      expect(table, earlier).toMatchObject({ state: 'available', availableUntil: null });
    }
  });

  it('refuses an overlapping booking with 409, and takes back-to-back ones', async () => {
    const overlap = await book(
      bob,
      booking(tableId(3), { reservedDate: date, reservedTime: '8:00 PM', reservedFor: 1 }),
    );
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({
      success: false,
      message: 'This table is already reserved for that time',
    });

    const before = await book(bob, booking(tableId(3), { reservedDate: date, reservedTime: '5:00 PM' }));
    expect(before.statusCode, before.body).toBe(201);
    expect(before.json().data.endsAt).toBe(instant(date, '19:00'));
    // Another table at the same time is fine.
    expect((await book(bob, booking(tableId(4), { reservedDate: date }))).statusCode).toBe(201);
  });

  it('refuses the past, closed times, stays past closing, bad durations and too many guests with clear 400s', async () => {
    let sunday = weeknight(1);
    while (weekDayOf(sunday) !== 'Sunday') sunday = addDaysToIsoDate(sunday, 1);
    const cases: [object, string, string][] = [
      [{ reservedDate: '2020-01-07' }, 'reservedDate', 'Please choose today or a later date'],
      [
        { reservedDate: sunday, reservedTime: '10:00 AM' },
        'reservedTime',
        'We are open from 11:00 AM to 8:00 PM that day',
      ],
      [
        { reservedTime: '8:30 PM', reservedFor: 1 },
        'reservedFor',
        'The reservation must end by closing time (9:00 PM)',
      ],
      [
        { reservedTime: '7:15 PM' },
        'reservedTime',
        'Please choose a time from 10:00 AM to 9:30 PM, on the hour or half hour',
      ],
      [{ reservedFor: 0 }, 'reservedFor', 'Duration must be a whole number from 1 to 8 hours'],
      [{ reservedFor: 9 }, 'reservedFor', 'Duration must be a whole number from 1 to 8 hours'],
      [{ reservedFor: 'two' }, 'reservedFor', 'Duration must be a whole number from 1 to 8 hours'],
      [{ guests: 3 }, 'guests', 'This table seats up to 2 guests'],
      [{ purpose: 'Party' }, 'purpose', 'Please choose a purpose'],
      [{ purpose: undefined }, 'purpose', 'Please choose a purpose'],
      [{ reservedDate: '2026-02-30' }, 'reservedDate', 'Please choose a valid date'],
      [{ reservedTime: '' }, 'reservedTime', 'Please choose a time'],
    ];
    for (const [change, field, message] of cases) {
      const response = await book(alice, { ...booking(tableId(1), { reservedTime: '12:00 PM' }), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.error[field], JSON.stringify(change)).toContain(message);
      expect(body.message, JSON.stringify(change)).toContain(message);
    }
    const unknown = await book(alice, booking('no-such-table'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Table not found');
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurants/table/book',
      payload: booking(tableId(1)),
    });
    expect(anonymous.statusCode).toBe(401);
    const stored = await ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.tableId, tableId(1)));
    expect(stored).toEqual([]);
  });

  describe('the per-table body, without guests', () => {
    const specBody = (table: number, reservedDate: string) => ({
      tableId: tableId(table),
      reservedDate,
      reservedTime: '6:00 PM',
      reservedFor: 2,
      purpose: 'Anniversary',
    });

    it('books for two guests', async () => {
      const response = await book(bob, specBody(5, weeknight(2, 3)));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ tableNumber: 5, guests: 2, purpose: 'Anniversary' });
    });

    it('books for no more guests than the table seats', async () => {
      await ctx.db
        .update(diningTables)
        .set({ seats: 1 })
        .where(eq(diningTables.id, tableId(10)));
      try {
        const response = await book(bob, specBody(10, weeknight(2, 3)));
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json().data).toMatchObject({ tableNumber: 10, seats: 1, guests: 1 });
      } finally {
        await ctx.db
          .update(diningTables)
          .set({ seats: 4 })
          .where(eq(diningTables.id, tableId(10)));
      }
    });

    it('answers 401 to an anonymous caller, never a complaint about the body', async () => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/restaurants/table/book',
        payload: specBody(5, weeknight(2, 4)),
      });
      expect(response.statusCode, response.body).toBe(401);
    });
  });
});

describe('cancelling', () => {
  const date = weeknight(2, 1);
  let aliceReservation: string;

  beforeAll(async () => {
    const response = await book(alice, booking(tableId(6), { reservedDate: date, reservedTime: '12:00 PM' }));
    aliceReservation = response.json().data._id;
  });

  const unbook = (
    headers: Record<string, string> | undefined,
    body: object,
    url = '/api/restaurants/table/unbook-table',
  ) => ctx.app.inject({ method: 'POST', url, payload: body, ...(headers ? { headers } : {}) });

  it("never lets a customer cancel someone else's reservation", async () => {
    for (const body of [{ reservationId: aliceReservation }, { tableId: tableId(6) }]) {
      const response = await unbook(bob.headers, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('No upcoming reservation found to cancel');
    }
    expect((await unbook(undefined, { reservationId: aliceReservation })).statusCode).toBe(401);
    expect((await unbook(bob.headers, {})).statusCode).toBe(400);
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, aliceReservation));
    expect(row!.status).toBe('active');
  });

  it("lists only the caller's own upcoming reservations", async () => {
    const mine = (
      await ctx.app.inject({ method: 'GET', url: '/api/restaurants/reservations', headers: alice.headers })
    ).json().data as { _id: string; reservedBy: { email: string } }[];
    expect(mine.map((r) => r._id)).toContain(aliceReservation);
    expect(new Set(mine.map((r) => r.reservedBy.email))).toEqual(new Set([alice.email]));
    const bobs = (
      await ctx.app.inject({ method: 'GET', url: '/api/restaurants/reservations', headers: bob.headers })
    ).json().data as { _id: string }[];
    expect(bobs.map((r) => r._id)).not.toContain(aliceReservation);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/restaurants/reservations' })).statusCode).toBe(
      401,
    );
  });

  it("lets the owner, and only the owner, see everyone's reservations", async () => {
    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurants/reservations/all',
      headers: owner.headers,
    });
    expect(all.statusCode).toBe(200);
    const emails = (all.json().data as { reservedBy: { email: string } }[]).map((r) => r.reservedBy.email);
    expect(emails).toEqual(expect.arrayContaining([alice.email, bob.email]));
    for (const headers of [alice.headers, strayAdmin.headers]) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: '/api/restaurants/reservations/all',
        headers,
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('lets the customer cancel her own, and frees the table for that time', async () => {
    const response = await unbook(alice.headers, { tableId: tableId(6) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Reservation cancelled successfully!',
      data: { _id: aliceReservation, tableNumber: 6 },
    });
    expect(byNumber((await tablesAt(instant(date, '12:30'))).data, 6).state).toBe('available');
    expect((await unbook(alice.headers, { reservationId: aliceReservation })).statusCode).toBe(404);
    // The freed time can be booked again.
    const again = await book(bob, booking(tableId(6), { reservedDate: date, reservedTime: '12:00 PM' }));
    expect(again.statusCode).toBe(201);
  });

  it("keeps the admin screen's cancel to the owner, who may cancel anyone's", async () => {
    const target = await book(bob, booking(tableId(7), { reservedDate: date, reservedTime: '1:00 PM' }));
    const id = target.json().data._id as string;
    for (const headers of [bob.headers, strayAdmin.headers]) {
      const refused = await unbook(headers, { reservationId: id }, '/api/restaurants/unbook-table');
      expect(refused.statusCode).toBe(403);
    }
    expect((await unbook(undefined, { reservationId: id }, '/api/restaurants/unbook-table')).statusCode).toBe(
      401,
    );
    const done = await unbook(owner.headers, { reservationId: id }, '/api/restaurants/unbook-table');
    expect(done.statusCode).toBe(200);
    expect(done.json().data.reservedBy.email).toBe(bob.email);

    const second = await book(bob, booking(tableId(7), { reservedDate: date, reservedTime: '3:00 PM' }));
    const viaCustomerPath = await unbook(owner.headers, { reservationId: second.json().data._id });
    expect(viaCustomerPath.statusCode).toBe(200);
    const left = await ctx.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.tableId, tableId(7)), eq(reservations.status, 'active')));
    expect(left).toEqual([]);
  });
});
