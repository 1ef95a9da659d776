import type { OwnerBooking } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import {
  barPlacement,
  coversPerQuarter,
  dayAxis,
  endClock,
  isFromDayBefore,
  laneBookings,
} from './day-geometry';

const ZONE = 'America/Chicago';
const DATE = '2026-03-09';
/** March 9's service begins at its midnight (CDT). */
const MIDNIGHT = '2026-03-09T05:00:00.000Z';

function booking(overrides: Partial<OwnerBooking>): OwnerBooking {
  return {
    _id: 'b',
    status: 'active',
    // 7:00 PM to 8:30 PM in Chicago (UTC-5 on March 9, after the change to daylight time).
    startsAt: '2026-03-10T00:00:00.000Z',
    endsAt: '2026-03-10T01:30:00.000Z',
    time: '7:00 PM',
    partySize: 4,
    tables: [{ _id: 't1', tableNumber: 1 }],
    name: 'Anika Rai',
    email: 'anika@example.test',
    phone: null,
    occasion: null,
    note: null,
    noShows: 0,
    cancelReason: '',
    source: 'online',
    ...overrides,
  };
}

describe("the day view's geometry", () => {
  it('shows 5 PM to 10 PM around an evening, and a bar where its booking falls', () => {
    const axis = dayAxis([booking({})], DATE, ZONE, MIDNIGHT);
    expect(axis.hours.map((h) => h.label)).toEqual(['5:00 PM', '6:00 PM', '7:00 PM', '8:00 PM', '9:00 PM']);
    expect(barPlacement(booking({}), axis, DATE, ZONE)).toEqual({ left: 40, width: 30 });
  });

  it('counts the covers arriving per quarter hour, leaving cancelled ones and requests out', () => {
    const covers = coversPerQuarter(
      [
        booking({ partySize: 2 }),
        booking({ partySize: 3, startsAt: '2026-03-10T00:10:00.000Z' }),
        booking({ partySize: 6, status: 'cancelled' }),
        booking({ partySize: 10, status: 'requested', tables: [] }),
        booking({ partySize: 4, startsAt: '2026-03-10T00:30:00.000Z', status: 'seated' }),
      ],
      DATE,
      ZONE,
      MIDNIGHT,
    );
    expect(covers).toEqual([
      { minutes: 19 * 60, label: '7:00 PM', covers: 5 },
      { minutes: 19 * 60 + 30, label: '7:30 PM', covers: 4 },
    ]);
  });

  it('puts a combination on each of its tables and a request in the requests lane', () => {
    const pair = booking({
      _id: 'pair',
      tables: [
        { _id: 't1', tableNumber: 1 },
        { _id: 't2', tableNumber: 2 },
      ],
    });
    const request = booking({ _id: 'req', status: 'requested', tables: [] });
    const gone = booking({ _id: 'gone', status: 'cancelled' });
    expect(laneBookings([pair, request, gone], 't2').map((b) => b._id)).toEqual(['pair']);
    expect(laneBookings([pair, request, gone], null).map((b) => b._id)).toEqual(['req']);
  });

  it("keeps the night before's late sitting out of the axis and the covers, and draws it only where the axis reaches", () => {
    // 10:30 PM of March 8 (CDT since 2:00 AM that day) to 12:15 AM of March 9.
    const late = booking({
      _id: 'late',
      startsAt: '2026-03-09T03:30:00.000Z',
      endsAt: '2026-03-09T05:15:00.000Z',
    });
    expect(isFromDayBefore(late, MIDNIGHT)).toBe(true);
    expect(isFromDayBefore(booking({}), MIDNIGHT)).toBe(false);
    expect(endClock(late, ZONE)).toBe('12:15 AM');
    const axis = dayAxis([late, booking({})], DATE, ZONE, MIDNIGHT);
    expect(axis.from).toBe(17 * 60);
    expect(barPlacement(late, axis, DATE, ZONE)).toBeNull();
    expect(coversPerQuarter([late], DATE, ZONE, MIDNIGHT)).toEqual([]);
    // A day whose own bookings start at midnight shows the late sitting's last quarter hour.
    const early = booking({ startsAt: '2026-03-09T05:00:00.000Z', endsAt: '2026-03-09T06:30:00.000Z' });
    const night = dayAxis([late, early], DATE, ZONE, MIDNIGHT);
    expect(night.from).toBe(0);
    expect(barPlacement(late, night, DATE, ZONE)).toEqual({
      left: 0,
      width: (15 / (night.to - night.from)) * 100,
    });
  });

  it('keeps a night open past midnight on its own day: its 12:15 AM arrivals drawn after 11 PM and counted there', () => {
    // March 8 open until 1:00 AM: a party arriving at 12:15 AM of March 9 (05:15Z) is March 8's.
    const night = booking({
      startsAt: '2026-03-09T05:15:00.000Z',
      endsAt: '2026-03-09T06:45:00.000Z',
      partySize: 2,
    });
    const march8Service = '2026-03-08T06:00:00.000Z'; // midnight of March 8, still CST
    const axis = dayAxis([night], '2026-03-08', ZONE, march8Service);
    expect(axis.to).toBe(26 * 60);
    expect(axis.hours.at(-1)?.label).toBe('1:00 AM');
    expect(barPlacement(night, axis, '2026-03-08', ZONE)).toEqual({
      left: ((24 * 60 + 15 - axis.from) / (axis.to - axis.from)) * 100,
      width: (90 / (axis.to - axis.from)) * 100,
    });
    expect(coversPerQuarter([night], '2026-03-08', ZONE, march8Service)).toEqual([
      { minutes: 24 * 60 + 15, label: '12:15 AM', covers: 2 },
    ]);
    // March 9's service begins at the night before's closing (1:00 AM, 06:00Z): the party is the night before's.
    const march9Service = '2026-03-09T06:00:00.000Z';
    expect(isFromDayBefore(night, march9Service)).toBe(true);
    expect(coversPerQuarter([night], DATE, ZONE, march9Service)).toEqual([]);
  });
});
