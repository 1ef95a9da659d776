import { describe, expect, it } from 'vitest';
import { defaultGroup, hourLabel, hoursOfDay, periodLabel, periodTick, rangeLabel } from './report-format';

describe('report labels', () => {
  it('names ranges and periods as the owner reads them', () => {
    expect(rangeLabel('2026-11-28', '2026-11-28')).toBe('Sat, Nov 28, 2026');
    expect(rangeLabel('2026-11-01', '2026-11-28')).toBe('Nov 1 – Nov 28, 2026');
    expect(rangeLabel('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(periodLabel('2026-11-28', 'day')).toBe('Sat, Nov 28');
    expect(periodLabel('2026-11-23', 'week')).toBe('Week of Nov 23');
    expect(periodLabel('2026-11-01', 'month')).toBe('November 2026');
    expect(periodTick('2026-11-01', 'month')).toBe('Nov 2026');
    expect(periodTick('2026-11-23', 'week')).toBe('Nov 23');
    expect(hourLabel(0)).toBe('12 AM');
    expect(hourLabel(18)).toBe('6 PM');
  });

  it('groups short ranges by day, longer ones by week, then by month', () => {
    expect(defaultGroup('2026-11-01', '2026-11-30')).toBe('day');
    expect(defaultGroup('2026-11-01', '2026-12-31')).toBe('week');
    expect(defaultGroup('2026-01-01', '2026-12-31')).toBe('month');
  });

  it('adds every weekday of an hour, and fills the quiet hours between busy ones', () => {
    const totals = hoursOfDay([
      { weekday: 'Monday', hour: 12, orders: 2, sales: 20.1 },
      { weekday: 'Sunday', hour: 12, orders: 1, sales: 10.2 },
      { weekday: 'Sunday', hour: 14, orders: 3, sales: 30 },
    ]);
    expect(totals).toEqual([
      { hour: 12, orders: 3, sales: 30.3, byDay: { Monday: 2, Sunday: 1 } },
      { hour: 13, orders: 0, sales: 0, byDay: {} },
      { hour: 14, orders: 3, sales: 30, byDay: { Sunday: 3 } },
    ]);
    expect(hoursOfDay([])).toEqual([]);
  });
});
