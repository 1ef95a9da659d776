import { z } from 'zod';
import { WEEK_DAYS } from '../service-time/opening-hours';
import { addDaysToIsoDate, isIsoDate, parseIsoDate } from '../service-time/calendar-dates';

/**
 * The owner's reports. A day is a calendar day in the restaurant's time zone (so a daylight-saving day has 23
 * or 25 hours); an order belongs to the day of its pickup time; only picked-up (completed) orders are sales,
 * cancelled ones are counted apart. Money in dollars, as in the order answers.
 */

/** The longest range one report covers, in days (a leap year, whole). */
export const REPORT_MAX_DAYS = 366;
export const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];
export const REPORT_NAMES = ['summary', 'sales', 'dishes', 'hours'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

const DATE_MESSAGE = 'Give a date as YYYY-MM-DD';
const isoDate = z.string({ error: DATE_MESSAGE }).refine(isIsoDate, DATE_MESSAGE);

/** Whole days from `from` to `to`, both counted ('2026-11-01' to '2026-11-01' is 1). */
export function daysInRange(from: string, to: string): number {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (!a || !b) throw new RangeError(`Not a date range: ${from} to ${to}`);
  const utc = (d: { year: number; month: number; day: number }) => Date.UTC(d.year, d.month - 1, d.day);
  return Math.round((utc(b) - utc(a)) / 86_400_000) + 1;
}

const rangeShape = {
  from: isoDate,
  to: isoDate,
  /** `csv`: the same report as a CSV download instead of the envelope. */
  format: z.enum(['json', 'csv'], { error: "Format must be 'json' or 'csv'" }).optional(),
};

type RangeFields = { from: string; to: string };

/** The range rules, as field errors: `to` not before `from`, and at most `REPORT_MAX_DAYS` days. */
function checkRange(value: RangeFields, context: z.RefinementCtx): void {
  if (!isIsoDate(value.from) || !isIsoDate(value.to)) return;
  if (value.to < value.from) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The end date must be on or after the start date',
    });
  } else if (daysInRange(value.from, value.to) > REPORT_MAX_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A report covers at most ${REPORT_MAX_DAYS} days`,
    });
  }
}

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv]` of every report; both dates included. */
export const reportRangeQuerySchema = z.strictObject(rangeShape).superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;

/** `GET /api/reports/sales`: the range and how to group it. */
export const salesReportQuerySchema = z
  .strictObject({
    ...rangeShape,
    group: z.enum(REPORT_GROUPS, { error: "Group must be 'day', 'week' or 'month'" }).default('day'),
  })
  .superRefine(checkRange);
export type SalesReportQuery = z.infer<typeof salesReportQuerySchema>;

/** `GET /api/reports/orders.csv`: the range only (always CSV). */
export const ordersExportQuerySchema = z
  .strictObject({ from: rangeShape.from, to: rangeShape.to })
  .superRefine(checkRange);

const count = z.number().int().nonnegative();
const dollars = z.number().nonnegative();

/** `GET /api/reports/summary`. */
export const reportSummarySchema = z.object({
  /** Dollars of the completed orders picked up in the range. */
  sales: dollars,
  /** Completed orders. */
  orders: count,
  /** sales ÷ orders, to the cent; 0 without orders. */
  averageTicket: dollars,
  /** Cancelled orders whose pickup fell in the range (not in sales). */
  cancelled: count,
  /** What the cancelled orders came to, in dollars. */
  cancelledValue: dollars,
  /** The cancelled orders by the reason the restaurant gave (null: none given), most frequent first. */
  cancellationReasons: z.array(z.object({ reason: z.string().nullable(), orders: count })),
  /** Guests of the reservations (not cancelled) that start in the range. */
  covers: count,
  /** Reservations whose guests did not come. Always 0: a reservation has no no-show status yet. */
  noShows: count,
  /** Customers whose first completed order ever falls in the range. */
  newCustomers: count,
  /** Customers with a completed order in the range and one before it. */
  returningCustomers: count,
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** A row of `GET /api/reports/sales`: `period` is the first day of the day, week (Monday) or month. */
export const salesReportRowSchema = z.object({ period: z.string(), sales: dollars, orders: count });
export type SalesReportRow = z.infer<typeof salesReportRowSchema>;

/** An option chosen with a dish, and on how many of the dishes sold. */
export const dishOptionCountSchema = z.object({ group: z.string(), name: z.string(), quantity: count });

/** A row of `GET /api/reports/dishes`; `foodId` is null for a dish deleted since. */
export const dishReportRowSchema = z.object({
  foodId: z.string().nullable(),
  name: z.string(),
  quantity: count,
  sales: dollars,
  options: z.array(dishOptionCountSchema),
});
export type DishReportRow = z.infer<typeof dishReportRowSchema>;

/** A row of `GET /api/reports/hours`: completed orders by weekday and hour of pickup (restaurant time). */
export const hourReportRowSchema = z.object({
  weekday: z.enum(WEEK_DAYS),
  hour: z.number().int().min(0).max(23),
  orders: count,
  sales: dollars,
});
export type HourReportRow = z.infer<typeof hourReportRowSchema>;

/** The CSV download's file name: the report and its dates (`sales-2026-11-01-to-2026-11-30.csv`). */
export function reportFileName(report: ReportName | 'orders', from: string, to: string): string {
  return `${report}-${from}-to-${to}.csv`;
}

// ─── Ranges of the week and the presets ───────────────────────────────────────────────────────────────

/** The Monday of a date's week (weeks run Monday to Sunday, as ISO 8601 counts them). */
export function weekStartOf(date: string): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a date: ${date}`);
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return addDaysToIsoDate(date, -((weekday + 6) % 7));
}

/** The first day of a date's month. */
export function monthStartOf(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The last day of a date's month. */
export function monthEndOf(date: string): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a date: ${date}`);
  return new Date(Date.UTC(parts.year, parts.month, 0)).toISOString().slice(0, 10);
}

/** The first day of the day, week or month a date falls in: a sales report's `period`. */
export function periodOf(date: string, group: ReportGroup): string {
  if (group === 'week') return weekStartOf(date);
  if (group === 'month') return monthStartOf(date);
  return date;
}

/** Every period a range touches, in order (the first and last may cover only part of it). */
export function periodsOf(from: string, to: string, group: ReportGroup): string[] {
  const periods: string[] = [];
  for (let period = periodOf(from, group); period <= to;) {
    periods.push(period);
    period =
      group === 'day'
        ? addDaysToIsoDate(period, 1)
        : group === 'week'
          ? addDaysToIsoDate(period, 7)
          : addDaysToIsoDate(monthEndOf(period), 1);
  }
  return periods;
}

export const REPORT_PRESETS = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'this-week', label: 'This week' },
  { id: 'last-week', label: 'Last week' },
  { id: 'this-month', label: 'This month' },
  { id: 'last-month', label: 'Last month' },
] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number]['id'];

/** The dates of a preset, from the restaurant's today (this week and month run to today). */
export function presetRange(preset: ReportPreset, today: string): RangeFields {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDaysToIsoDate(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'this-week':
      return { from: weekStartOf(today), to: today };
    case 'last-week': {
      const monday = addDaysToIsoDate(weekStartOf(today), -7);
      return { from: monday, to: addDaysToIsoDate(monday, 6) };
    }
    case 'this-month':
      return { from: monthStartOf(today), to: today };
    case 'last-month': {
      const lastMonthDay = addDaysToIsoDate(monthStartOf(today), -1);
      return { from: monthStartOf(lastMonthDay), to: lastMonthDay };
    }
  }
}
