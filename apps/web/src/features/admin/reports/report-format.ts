import {
  daysInRange,
  formatClock,
  parseIsoDate,
  WEEK_DAYS,
  weekDayOf,
  type HourReportRow,
  type ReportGroup,
  type WeekDay,
} from '@flame/shared';
import { MONTH_NAMES } from '@flame/shared/month-names';
import { shortDate, shortMonth } from '../ui/date-labels';

/** A range as the screen names it: 'Nov 2, 2026' or 'Nov 1 – Nov 30, 2026' (years shown where they differ). */
export function rangeLabel(from: string, to: string): string {
  if (from === to) return `${weekDayOf(from).slice(0, 3)}, ${shortDate(from, true)}`;
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${shortDate(from, !sameYear)} – ${shortDate(to, true)}`;
}

/** A sales period by its first day: 'Mon, Nov 2', 'Week of Nov 2', 'November 2026'. */
export function periodLabel(period: string, group: ReportGroup): string {
  const parts = parseIsoDate(period);
  if (!parts) return period;
  if (group === 'month') return `${MONTH_NAMES[parts.month - 1]} ${parts.year}`;
  if (group === 'week') return `Week of ${shortDate(period)}`;
  return `${weekDayOf(period).slice(0, 3)}, ${shortDate(period)}`;
}

/** A chart's axis label of a period: short. */
export function periodTick(period: string, group: ReportGroup): string {
  const parts = parseIsoDate(period);
  if (!parts) return period;
  if (group === 'month') return `${shortMonth(parts.month)} ${parts.year}`;
  return shortDate(period);
}

/** The grouping a range reads best in: days up to a month, weeks up to about four months, then months. */
export function defaultGroup(from: string, to: string): ReportGroup {
  const days = daysInRange(from, to);
  if (days <= 31) return 'day';
  if (days <= 120) return 'week';
  return 'month';
}

/** '6 PM' for an hour of the day. */
export const hourLabel = (hour: number) => formatClock(hour * 60).replace(':00', '');

/** Monday first, as the reports list the week. */
export const WEEK_DAYS_FROM_MONDAY: readonly WeekDay[] = [...WEEK_DAYS.slice(1), WEEK_DAYS[0]];

export interface HourTotals {
  hour: number;
  orders: number;
  sales: number;
  /** Orders per weekday in that hour. */
  byDay: Partial<Record<WeekDay, number>>;
}

/** The hours report per hour of the day (every weekday added), from the first busy hour to the last. */
export function hoursOfDay(rows: readonly HourReportRow[]): HourTotals[] {
  if (rows.length === 0) return [];
  const hours = rows.map((row) => row.hour);
  const first = Math.min(...hours);
  const last = Math.max(...hours);
  const totals: HourTotals[] = [];
  for (let hour = first; hour <= last; hour++) totals.push({ hour, orders: 0, sales: 0, byDay: {} });
  for (const row of rows) {
    const entry = totals[row.hour - first]!;
    entry.orders += row.orders;
    entry.sales = Math.round((entry.sales + row.sales) * 100) / 100;
    entry.byDay[row.weekday] = (entry.byDay[row.weekday] ?? 0) + row.orders;
  }
  return totals;
}
