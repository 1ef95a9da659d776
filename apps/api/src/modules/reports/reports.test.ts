import {
  dashboardOverviewSchema,
  dishReportRowSchema,
  hourReportRowSchema,
  reportSummarySchema,
  salesReportRowSchema,
  zonedInstant,
  type ChosenOption,
} from '@flame/shared';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/fixtures/test-app-fixture';
import { foods, orderItems, orders, reservations } from '../../db/schema';
import { newId } from '../../lib/ids';

/**
 * Every figure of the reports checked against orders and reservations made for the purpose, in 2031, years from
 * the seed's orders. The seeded restaurant is in America/Chicago: on Sunday 2031-11-02 clocks go back at 2:00 AM
 * (a 25-hour day, 1:30 AM happens twice); on Sunday 2031-03-09 they go forward (a 23-hour day).
 */
const ZONE = 'America/Chicago';
const at = (date: string, hh: number, mm = 0) => zonedInstant(date, hh * 60 + mm, ZONE);

let clock = at('2031-11-02', 20, 0);
const { ctx, owner, restaurant, tables } = useTestApp({ seed: true, now: () => clock });

type Status = (typeof orders.$inferInsert)['status'];
interface Line {
  foodId: string | null;
  name: string;
  quantity: number;
  unitCents: number;
  options?: ChosenOption[];
  discount?: number;
}

async function addOrder(
  pickupTime: Date,
  status: Status,
  lines: Line[],
  who: { userId?: string | null; phone?: string; reason?: string | null } = {},
) {
  const id = newId();
  await ctx.db.insert(orders).values({
    id,
    restaurantId: restaurant.id,
    userId: who.userId ?? null,
    status,
    phone: who.phone ?? '(512) 555-0100',
    pickupTime,
    totalCents: lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0),
    cancellationReason: who.reason ?? null,
    createdAt: new Date(pickupTime.getTime() - 3 * 3600_000),
  });
  await ctx.db.insert(orderItems).values(
    lines.map((line) => ({
      id: newId(),
      orderId: id,
      foodId: line.foodId,
      name: line.name,
      unitPriceCents: line.unitCents,
      originalPriceCents: line.unitCents,
      discount: line.discount ?? 0,
      quantity: line.quantity,
      options: line.options ?? [],
    })),
  );
  return id;
}

async function addReservation(
  tableIndex: number,
  startsAt: Date,
  guests: number,
  status: 'active' | 'cancelled' = 'active',
) {
  const user = await createUser(ctx.app);
  await ctx.db.insert(reservations).values({
    id: newId(),
    tableId: tables[tableIndex]!.id,
    userId: user.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
    guests,
    purpose: 'Dinner',
    status,
  });
}

const get = (url: string, headers: Record<string, string> = owner.headers) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function data<T>(url: string, schema: z.ZodType<T>): Promise<T> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json().data);
}

const HOT: ChosenOption = { group: 'Spice', name: 'Hot', priceDeltaCents: 0 };
const NAAN: ChosenOption = { group: 'Bread', name: 'Garlic naan', priceDeltaCents: 150 };
/** A dish deleted since (its lines keep their name), whose name would run as a formula in a spreadsheet. */
const OLD_DISH = '=Chef\'s "Special", spicy';

let dal: { id: string; name: string };
let momo: { id: string; name: string };
let regular: string;
let newcomer: string;

beforeAll(async () => {
  const menu = await ctx.db.select({ id: foods.id, name: foods.name }).from(foods).limit(2);
  [dal, momo] = [menu[0]!, menu[1]!];
  regular = (await createUser(ctx.app, { name: 'Rita Regular' })).id;
  newcomer = (await createUser(ctx.app, { name: 'Nora New' })).id;

  // October: the regular's first visit, a month before the range.
  await addOrder(
    at('2031-10-05', 19),
    'completed',
    [{ foodId: dal.id, name: dal.name, quantity: 1, unitCents: 1000 }],
    {
      userId: regular,
    },
  );

  // Saturday 2031-11-01, 11:45 PM (CDT): the day before the range.
  await addOrder(at('2031-11-01', 23, 45), 'completed', [
    { foodId: dal.id, name: dal.name, quantity: 1, unitCents: 700 },
  ]);

  // Sunday 2031-11-02, the 25-hour day.
  // 1:30 AM CDT and 1:30 AM CST: the same hour of the clock, an hour apart.
  await addOrder(
    new Date('2031-11-02T06:30:00Z'),
    'completed',
    [{ foodId: dal.id, name: dal.name, quantity: 2, unitCents: 1250, options: [HOT] }],
    { userId: regular },
  );
  await addOrder(
    new Date('2031-11-02T07:30:00Z'),
    'completed',
    [
      { foodId: momo.id, name: momo.name, quantity: 1, unitCents: 999, options: [HOT, NAAN] },
      { foodId: null, name: OLD_DISH, quantity: 3, unitCents: 500 },
    ],
    { userId: newcomer },
  );
  // 6:00 PM: a phone customer without an account, twice the same number written two ways.
  await addOrder(
    at('2031-11-02', 18),
    'completed',
    [{ foodId: momo.id, name: momo.name, quantity: 4, unitCents: 999 }],
    {
      phone: '(512) 555-0199',
    },
  );
  // 11:30 PM CST, 05:30 UTC the next day: still Sunday in the restaurant.
  await addOrder(
    at('2031-11-02', 23, 30),
    'completed',
    [{ foodId: dal.id, name: dal.name, quantity: 1, unitCents: 1250 }],
    {
      phone: '512-555-0199',
    },
  );
  // Not sales: cancelled (two with a reason, one without), and orders not picked up yet.
  await addOrder(
    at('2031-11-02', 19),
    'cancelled',
    [{ foodId: dal.id, name: dal.name, quantity: 1, unitCents: 2000 }],
    {
      reason: 'Kitchen closed early',
    },
  );
  await addOrder(
    at('2031-11-02', 19, 15),
    'cancelled',
    [{ foodId: dal.id, name: dal.name, quantity: 1, unitCents: 1500 }],
    {
      reason: 'Kitchen closed early',
    },
  );
  await addOrder(at('2031-11-02', 19, 30), 'cancelled', [
    { foodId: momo.id, name: momo.name, quantity: 1, unitCents: 800 },
  ]);
  await addOrder(at('2031-11-02', 20, 30), 'ready', [
    { foodId: dal.id, name: dal.name, quantity: 1, unitCents: 1111 },
  ]);
  await addOrder(at('2031-11-02', 20, 30), 'pending', [
    { foodId: dal.id, name: dal.name, quantity: 1, unitCents: 1111 },
  ]);
  await addOrder(at('2031-11-02', 20, 40), 'preparing', [
    { foodId: dal.id, name: dal.name, quantity: 1, unitCents: 1111 },
  ]);
  await addOrder(at('2031-11-02', 19, 45), 'confirmed', [
    { foodId: dal.id, name: dal.name, quantity: 1, unitCents: 1111 },
  ]);

  // Monday 2031-11-03, 12:15 AM: the day after.
  await addOrder(at('2031-11-03', 0, 15), 'completed', [
    { foodId: momo.id, name: momo.name, quantity: 1, unitCents: 300 },
  ]);

  // Last week (Monday 2031-10-20 to Sunday 2031-10-26): one order on the Tuesday.
  await addOrder(at('2031-10-21', 12), 'completed', [
    { foodId: dal.id, name: dal.name, quantity: 2, unitCents: 1000 },
  ]);

  // Reservations: two on Sunday (one over by 8 PM), one cancelled, one on Monday morning.
  await addReservation(0, at('2031-11-02', 12), 4);
  await addReservation(1, at('2031-11-02', 21), 3);
  await addReservation(2, at('2031-11-02', 21), 6, 'cancelled');
  await addReservation(3, at('2031-11-03', 11), 2);

  // The 23-hour day: Sunday 2031-03-09 11:30 PM (CDT) and Monday 12:10 AM.
  await addOrder(at('2031-03-09', 23, 30), 'completed', [
    { foodId: dal.id, name: dal.name, quantity: 1, unitCents: 4200 },
  ]);
  await addOrder(at('2031-03-10', 0, 10), 'completed', [
    { foodId: dal.id, name: dal.name, quantity: 1, unitCents: 100 },
  ]);
});

// Sunday's completed orders: 25.00 + (9.99 + 15.00) + 39.96 + 12.50 = 102.45 in 4 orders.
const SUNDAY_SALES = 102.45;

describe('GET /api/reports/summary', () => {
  it("counts the restaurant's calendar day across the daylight-saving change and midnight", async () => {
    const summary = await data('/api/reports/summary?from=2031-11-02&to=2031-11-02', reportSummarySchema);
    expect(summary).toEqual({
      sales: SUNDAY_SALES,
      orders: 4,
      averageTicket: 25.61, // 102.45 / 4 = 25.6125
      cancelled: 3,
      cancelledValue: 43,
      cancellationReasons: [
        { reason: 'Kitchen closed early', orders: 2 },
        { reason: null, orders: 1 },
      ],
      covers: 7,
      noShows: 0,
      // The newcomer and the phone customer (one person, two ways of writing the number) are new; the regular
      // came in October.
      newCustomers: 2,
      returningCustomers: 1,
    });
  });

  it('adds the days either side, and stays empty where nothing happened', async () => {
    const three = await data('/api/reports/summary?from=2031-11-01&to=2031-11-03', reportSummarySchema);
    expect(three).toMatchObject({ sales: 112.45, orders: 6, covers: 9, cancelled: 3 });
    const empty = await data('/api/reports/summary?from=2031-12-01&to=2031-12-31', reportSummarySchema);
    expect(empty).toEqual({
      sales: 0,
      orders: 0,
      averageTicket: 0,
      cancelled: 0,
      cancelledValue: 0,
      cancellationReasons: [],
      covers: 0,
      noShows: 0,
      newCustomers: 0,
      returningCustomers: 0,
    });
  });

  it('ends a 23-hour day at the next midnight in the restaurant', async () => {
    const sunday = await data('/api/reports/summary?from=2031-03-09&to=2031-03-09', reportSummarySchema);
    expect(sunday).toMatchObject({ sales: 42, orders: 1 });
    const monday = await data('/api/reports/summary?from=2031-03-10&to=2031-03-10', reportSummarySchema);
    expect(monday).toMatchObject({ sales: 1, orders: 1 });
  });
});

describe('GET /api/reports/sales', () => {
  const sales = (query: string) => data(`/api/reports/sales?${query}`, z.array(salesReportRowSchema));

  it('gives every day of the range, empty ones too', async () => {
    expect(await sales('from=2031-11-01&to=2031-11-04')).toEqual([
      { period: '2031-11-01', sales: 7, orders: 1 },
      { period: '2031-11-02', sales: SUNDAY_SALES, orders: 4 },
      { period: '2031-11-03', sales: 3, orders: 1 },
      { period: '2031-11-04', sales: 0, orders: 0 },
    ]);
  });

  it('groups by weeks from Monday and by months, each named by its first day', async () => {
    // Saturday 1 and Sunday 2 November belong to the week of Monday 27 October.
    expect(await sales('from=2031-11-01&to=2031-11-03&group=week')).toEqual([
      { period: '2031-10-27', sales: 109.45, orders: 5 },
      { period: '2031-11-03', sales: 3, orders: 1 },
    ]);
    expect(await sales('from=2031-10-01&to=2031-11-30&group=month')).toEqual([
      { period: '2031-10-01', sales: 30, orders: 2 },
      { period: '2031-11-01', sales: 112.45, orders: 6 },
    ]);
  });
});

describe('GET /api/reports/dishes', () => {
  it('sums each dish, a deleted one by its name, with the options chosen', async () => {
    const dishes = await data(
      '/api/reports/dishes?from=2031-11-02&to=2031-11-02',
      z.array(dishReportRowSchema),
    );
    expect(dishes).toEqual([
      {
        foodId: momo.id,
        name: momo.name,
        quantity: 5,
        sales: 49.95,
        options: [
          { group: 'Bread', name: 'Garlic naan', quantity: 1 },
          { group: 'Spice', name: 'Hot', quantity: 1 },
        ],
      },
      {
        foodId: dal.id,
        name: dal.name,
        quantity: 3,
        sales: 37.5,
        options: [{ group: 'Spice', name: 'Hot', quantity: 2 }],
      },
      { foodId: null, name: OLD_DISH, quantity: 3, sales: 15, options: [] },
    ]);
    // The lines add up to the sales of the summary.
    expect(dishes.reduce((sum, dish) => sum + dish.sales, 0)).toBeCloseTo(SUNDAY_SALES, 2);
  });
});

describe('GET /api/reports/hours', () => {
  it("puts each pickup in its weekday and hour of the restaurant's clock", async () => {
    const hours = await data(
      '/api/reports/hours?from=2031-11-01&to=2031-11-03',
      z.array(hourReportRowSchema),
    );
    expect(hours).toEqual([
      { weekday: 'Monday', hour: 0, orders: 1, sales: 3 },
      { weekday: 'Saturday', hour: 23, orders: 1, sales: 7 },
      // 1:30 AM twice: once before the clocks went back, once after.
      { weekday: 'Sunday', hour: 1, orders: 2, sales: 49.99 },
      { weekday: 'Sunday', hour: 18, orders: 1, sales: 39.96 },
      { weekday: 'Sunday', hour: 23, orders: 1, sales: 12.5 },
    ]);
  });
});

/** A CSV answer read as a spreadsheet would: BOM, then records (quoted fields unquoted). */
function readCsv(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body.slice(1), { relax_column_count: false }) as string[][];
}

describe('the reports as CSV', () => {
  it('downloads each report named after it and its dates, UTF-8 with a BOM and CRLF lines', async () => {
    const response = await get('/api/reports/sales?from=2031-11-01&to=2031-11-03&format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="sales-2031-11-01-to-2031-11-03.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toBe(
      '\uFEFFPeriod,Sales,Orders\r\n2031-11-01,7.00,1\r\n2031-11-02,102.45,4\r\n2031-11-03,3.00,1\r\n',
    );
    for (const report of ['summary', 'dishes', 'hours']) {
      const answer = await get(`/api/reports/${report}?from=2031-11-02&to=2031-11-02&format=csv`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toBe(
        `attachment; filename="${report}-2031-11-02-to-2031-11-02.csv"`,
      );
    }
  });

  it('quotes commas and quotes, and keeps a name from running as a formula', async () => {
    const response = await get('/api/reports/dishes?from=2031-11-02&to=2031-11-02&format=csv');
    expect(response.body).toContain('"\'=Chef\'s ""Special"", spicy"');
    const records = readCsv(response.body);
    expect(records[0]).toEqual(['Dish', 'Dish id', 'Quantity', 'Sales', 'Options chosen']);
    expect(records.at(-1)).toEqual([`'${OLD_DISH}`, '', '3', '15.00', '']);
    expect(records[1]).toEqual([momo.name, momo.id, '5', '49.95', 'Bread: Garlic naan × 1; Spice: Hot × 1']);
  });

  it('writes the summary as figures and the cancellations with their reasons', async () => {
    const records = readCsv(
      (await get('/api/reports/summary?from=2031-11-02&to=2031-11-02&format=csv')).body,
    );
    expect(Object.fromEntries(records.slice(1))).toEqual({
      From: '2031-11-02',
      To: '2031-11-02',
      Sales: '102.45',
      Orders: '4',
      'Average ticket': '25.61',
      'Cancelled orders': '3',
      'Cancelled value': '43.00',
      Covers: '7',
      'No-shows': '0',
      'New customers': '2',
      'Returning customers': '1',
      'Cancelled: Kitchen closed early': '2',
      'Cancelled: no reason given': '1',
    });
  });

  it("exports every order line by line for the accountant, on the restaurant's dates", async () => {
    const response = await get('/api/reports/orders.csv?from=2031-11-02&to=2031-11-02');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders-2031-11-02-to-2031-11-02.csv"',
    );
    const [header, ...lines] = readCsv(response.body);
    const column = (name: string) => header!.indexOf(name);
    // Sunday's 11 orders, 12 lines, whatever their status.
    expect(lines).toHaveLength(12);
    expect(new Set(lines.map((line) => line[column('Pickup date')]))).toEqual(new Set(['2031-11-02']));
    expect(lines.map((line) => line[column('Pickup time')])).toEqual([
      '01:30',
      '01:30',
      '01:30',
      '18:00',
      '19:00',
      '19:15',
      '19:30',
      '19:45',
      '20:30',
      '20:30',
      '20:40',
      '23:30',
    ]);
    const completed = lines.filter((line) => line[column('Status')] === 'completed');
    const total = completed.reduce((sum, line) => sum + Number(line[column('Line total')]), 0);
    expect(total).toBeCloseTo(SUNDAY_SALES, 2);
    const newcomerLines = lines.filter((line) => line[column('Customer')] === 'Nora New');
    expect(
      newcomerLines.map((line) => [line[column('Dish')], line[column('Options')], line[column('Quantity')]]),
    ).toEqual([
      [momo.name, 'Spice: Hot; Bread: Garlic naan', '1'],
      [`'${OLD_DISH}`, '', '3'],
    ]);
    expect(newcomerLines[0]![column('Order total')]).toBe('24.99');
    expect(
      lines.filter((line) => line[column('Cancellation reason')] === 'Kitchen closed early'),
    ).toHaveLength(2);
  });
});

describe('refusals', () => {
  it('answers bad dates and ranges with 400 and the field at fault', async () => {
    const cases: [string, string][] = [
      ['/api/reports/summary?from=2031-02-30&to=2031-03-01', 'from'],
      ['/api/reports/summary?from=2031-03-01', 'to'],
      ['/api/reports/summary?from=2031-03-05&to=2031-03-01', 'to'],
      ['/api/reports/sales?from=2030-01-01&to=2031-01-02', 'to'],
      ['/api/reports/sales?from=2031-01-01&to=2031-01-02&group=year', 'group'],
      ['/api/reports/hours?from=2031-01-01&to=2031-01-02&format=xlsx', 'format'],
      ['/api/reports/orders.csv?from=11/02/2031&to=2031-11-02', 'from'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(Object.keys(body.error), url).toContain(field);
    }
    const reversed = (await get('/api/reports/summary?from=2031-03-05&to=2031-03-01')).json();
    expect(reversed.error.to).toEqual(['The end date must be on or after the start date']);
    const tooLong = (await get('/api/reports/sales?from=2030-01-01&to=2031-01-02')).json();
    expect(tooLong.error.to).toEqual(['A report covers at most 366 days']);
    // A whole leap year is allowed.
    expect((await get('/api/reports/summary?from=2032-01-01&to=2032-12-31')).statusCode).toBe(200);
  });

  it('is for the owner only', async () => {
    const customer = await createUser(ctx.app);
    const otherAdmin = await createUser(ctx.app, { role: 'admin' });
    for (const url of [
      '/api/reports/summary?from=2031-11-02&to=2031-11-02',
      '/api/reports/orders.csv?from=2031-11-02&to=2031-11-02',
    ]) {
      const answers = await Promise.all([{}, customer.headers, otherAdmin.headers].map((h) => get(url, h)));
      expect(answers.map((a) => a.statusCode)).toEqual([401, 403, 403]);
      expect(answers.every((a) => !a.body.includes('Nora New'))).toBe(true);
    }
  });
});

describe("the overview's today and week", () => {
  it('shows Sunday at 8 PM: sales so far, pickups still due by quarter hour, covers, and the week against the last', async () => {
    clock = at('2031-11-02', 20, 0);
    const response = await get('/api/admin/dashboard/overview');
    expect(response.statusCode, response.body).toBe(200);
    const overview = dashboardOverviewSchema.parse(response.json().data);
    expect(overview.today).toEqual({
      date: '2031-11-02',
      sales: SUNDAY_SALES,
      // 4 completed and 4 not picked up yet; the 3 cancelled ones are not orders of the day.
      orders: 8,
      pickupsDue: [
        { time: at('2031-11-02', 19, 45).toISOString(), orders: 1 },
        // 8:30 PM twice, and 8:40 PM in the same quarter.
        { time: at('2031-11-02', 20, 30).toISOString(), orders: 3 },
      ],
      covers: 7,
      // The noon table is over; the 9 PM one is still to come.
      coversToCome: 3,
    });
    expect(overview.week).toEqual({
      thisWeek: { from: '2031-10-27', to: '2031-11-02', sales: 109.45, orders: 5 },
      lastWeek: { from: '2031-10-20', to: '2031-10-26', sales: 20, orders: 1 },
    });
  });

  it('starts a new day at midnight in the restaurant, not in UTC', async () => {
    // 11:50 PM in Chicago is 05:50 UTC on Monday: still Sunday for the restaurant.
    clock = at('2031-11-02', 23, 50);
    const sunday = dashboardOverviewSchema.parse((await get('/api/admin/dashboard/overview')).json().data);
    expect(sunday.today).toMatchObject({ date: '2031-11-02', sales: SUNDAY_SALES, coversToCome: 0 });
    clock = at('2031-11-03', 0, 20);
    const monday = dashboardOverviewSchema.parse((await get('/api/admin/dashboard/overview')).json().data);
    expect(monday.today).toMatchObject({
      date: '2031-11-03',
      sales: 3,
      orders: 1,
      pickupsDue: [],
      covers: 2,
    });
    // A new week: Monday against last Monday.
    expect(monday.week).toEqual({
      thisWeek: { from: '2031-11-03', to: '2031-11-03', sales: 3, orders: 1 },
      lastWeek: { from: '2031-10-27', to: '2031-10-27', sales: 0, orders: 0 },
    });
  });
});
