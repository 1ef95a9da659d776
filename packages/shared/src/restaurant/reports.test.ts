import { describe, expect, it } from 'vitest';
import {
  daysInRange,
  periodsOf,
  presetRange,
  reportRangeQuerySchema,
  salesReportQuerySchema,
  weekStartOf,
} from './reports';

describe('report ranges', () => {
  it('counts both ends', () => {
    expect(daysInRange('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysInRange('2028-01-01', '2028-12-31')).toBe(366);
  });

  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30'); // a Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStartOf('2027-01-01')).toBe('2026-12-28'); // across a new year
  });

  it('lists every period a range touches, named by its first day', () => {
    expect(periodsOf('2026-11-28', '2026-12-01', 'day')).toEqual([
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(periodsOf('2026-11-28', '2026-12-08', 'week')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(periodsOf('2026-12-31', '2027-02-01', 'month')).toEqual([
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
  });

  it("turns the presets into dates from the restaurant's today", () => {
    const today = '2026-11-28'; // a Saturday
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
    expect(presetRange('this-week', today)).toEqual({ from: '2026-11-23', to: today });
    expect(presetRange('last-week', today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(presetRange('this-month', today)).toEqual({ from: '2026-11-01', to: today });
    expect(presetRange('last-month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(presetRange('last-month', '2027-03-31')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
    expect(presetRange('yesterday', '2027-01-01')).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });

  it('refuses impossible dates, reversed and over-long ranges, with the field at fault', () => {
    const issues = (value: unknown) =>
      reportRangeQuerySchema
        .safeParse(value)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ from: '2026-11-01', to: '2026-11-30' })).toBeUndefined();
    expect(issues({ from: '2026-02-29', to: '2026-03-01' })).toEqual([['from', 'Give a date as YYYY-MM-DD']]);
    expect(issues({ from: '2026-11-30', to: '2026-11-01' })).toEqual([
      ['to', 'The end date must be on or after the start date'],
    ]);
    expect(issues({ from: '2026-01-01', to: '2027-01-02' })).toEqual([
      ['to', 'A report covers at most 366 days'],
    ]);
    expect(issues({ from: '2026-01-01', to: '2026-01-02', extra: 1 })?.[0]?.[0]).toBe('');
    expect(salesReportQuerySchema.parse({ from: '2026-01-01', to: '2026-01-02' }).group).toBe('day');
  });
});
