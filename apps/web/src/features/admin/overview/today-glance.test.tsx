import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TodayGlance } from './today-glance';

const ZONE = 'America/Chicago';

describe('TodayGlance', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 7:50 PM in Chicago on Sunday 2 November 2031 (after the clocks went back: UTC−6).
    vi.setSystemTime(new Date('2031-11-03T01:50:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("lists the pickups still due by quarter hour in the restaurant's time, the late ones marked", () => {
    render(
      <TodayGlance
        timeZone={ZONE}
        today={{
          date: '2031-11-02',
          sales: 102.45,
          orders: 8,
          pickupsDue: [
            { time: '2031-11-03T01:15:00.000Z', orders: 1 },
            { time: '2031-11-03T02:30:00.000Z', orders: 3 },
          ],
          covers: 7,
          coversToCome: 3,
        }}
        week={{
          thisWeek: { from: '2031-10-27', to: '2031-11-02', sales: 109.45, orders: 5 },
          lastWeek: { from: '2031-10-20', to: '2031-10-26', sales: 20, orders: 1 },
        }}
      />,
    );
    expect(screen.getByText('$102.45')).toBeInTheDocument();
    expect(screen.getByText('4 still to pick up')).toBeInTheDocument();
    expect(screen.getByText('3 still to come')).toBeInTheDocument();
    const due = within(screen.getByRole('list', { name: 'Pickups still due, by quarter hour' })).getAllByRole(
      'listitem',
    );
    expect(due.map((item) => item.textContent)).toEqual(['7:15 PM1 orderLate', '8:30 PM3 orders']);
    expect(screen.getByText('Sales +447% on last week.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /This week/ })).toHaveTextContent('Oct 27 – Nov 2');
  });

  it('says when nothing is due and there is no week to compare with', () => {
    render(
      <TodayGlance
        timeZone={ZONE}
        today={{ date: '2031-11-02', sales: 0, orders: 0, pickupsDue: [], covers: 0, coversToCome: 0 }}
        week={{
          thisWeek: { from: '2031-10-27', to: '2031-11-02', sales: 0, orders: 0 },
          lastWeek: { from: '2031-10-20', to: '2031-10-26', sales: 0, orders: 0 },
        }}
      />,
    );
    expect(screen.getByText('No pickups still due today.')).toBeInTheDocument();
    expect(screen.getByText('No sales on these days last week to compare with.')).toBeInTheDocument();
  });
});
