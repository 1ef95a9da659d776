import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from './opening-hours';
import { pickupDates } from './pickup-dates';
import { zonedInstant } from './calendar-dates';

const ZONE = 'America/Chicago';
const thanksgiving = {
  _id: 't',
  date: '2026-11-26',
  isClosed: true,
  open: null,
  close: null,
  note: 'Thanksgiving',
};
const eve = { _id: 'e', date: '2026-11-28', isClosed: false, open: '10:00 AM', close: '3:00 PM', note: '' };

describe('pickupDates', () => {
  it('lists today to the end of the window, marking a closed holiday and a short special day', () => {
    // Tuesday 2026-11-24, 7 PM in Chicago; a 3-day window ends Friday 7 PM.
    const dates = pickupDates(
      zonedInstant('2026-11-24', 19 * 60, ZONE),
      DEFAULT_OPENING_HOURS,
      [thanksgiving, eve],
      ZONE,
      3,
    );
    expect(dates).toEqual([
      { date: '2026-11-24', label: 'Tuesday, November 24', closed: false },
      { date: '2026-11-25', label: 'Wednesday, November 25', closed: false },
      { date: '2026-11-26', label: 'Thursday, November 26', closed: true, note: 'Closed · Thanksgiving' },
      { date: '2026-11-27', label: 'Friday, November 27', closed: false },
    ]);
  });

  it('a weekly closed day says Closed; a special day with hours says them', () => {
    const hours = DEFAULT_OPENING_HOURS.map((day) =>
      day.day === 'Monday' ? { ...day, isClosed: true, open: null, close: null } : day,
    );
    const dates = pickupDates(zonedInstant('2026-11-27', 12 * 60, ZONE), hours, [eve], ZONE, 3);
    expect(dates.map(({ date, closed, note }) => [date, closed, note])).toEqual([
      ['2026-11-27', false, undefined],
      ['2026-11-28', false, '10:00 AM – 3:00 PM'],
      ['2026-11-29', false, undefined],
      ['2026-11-30', true, 'Closed'],
    ]);
  });
});
