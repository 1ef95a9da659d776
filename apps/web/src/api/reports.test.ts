import { describe, expect, it } from 'vitest';
import { reportPath } from './reports';

describe('the reports client', () => {
  it('asks for each report by its range, the sales by their grouping, and the CSV with format=csv', () => {
    const range = { from: '2026-11-01', to: '2026-11-30' };
    expect(reportPath('summary', range)).toBe('/reports/summary?from=2026-11-01&to=2026-11-30');
    expect(reportPath('sales', range, 'week', true)).toBe(
      '/reports/sales?from=2026-11-01&to=2026-11-30&group=week&format=csv',
    );
    expect(reportPath('hours', range, 'week')).toBe('/reports/hours?from=2026-11-01&to=2026-11-30');
  });
});
