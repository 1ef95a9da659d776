import { DEFAULT_OPENING_HOURS } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { pickupDayOptions } from './pickup-day-options';

const ZONE = 'America/Chicago';
const RULES = { leadMinutes: 120, windowDays: 7 };

describe('pickupDayOptions', () => {
  it('late in the evening, today is listed with no time left and cannot be chosen; tomorrow can', () => {
    const late = new Date('2026-11-24T23:59:00-06:00');
    const [today, tomorrow] = pickupDayOptions(late, DEFAULT_OPENING_HOURS, [], ZONE, RULES);
    expect(today).toMatchObject({
      date: '2026-11-24',
      optionLabel: 'Tuesday, November 24 — No times left',
      selectable: false,
    });
    expect(tomorrow).toMatchObject({
      date: '2026-11-25',
      optionLabel: 'Wednesday, November 25',
      selectable: true,
    });
  });

  it('at noon, today still has times', () => {
    const noon = new Date('2026-11-24T12:00:00-06:00');
    const [today] = pickupDayOptions(noon, DEFAULT_OPENING_HOURS, [], ZONE, RULES);
    expect(today).toMatchObject({
      date: '2026-11-24',
      optionLabel: 'Tuesday, November 24',
      selectable: true,
    });
  });

  it('a day closed by a special day says why and cannot be chosen', () => {
    const noon = new Date('2026-11-24T12:00:00-06:00');
    const thanksgiving = {
      _id: 'thanksgiving',
      date: '2026-11-26',
      isClosed: true,
      open: null,
      close: null,
      note: 'Thanksgiving',
    };
    const days = pickupDayOptions(noon, DEFAULT_OPENING_HOURS, [thanksgiving], ZONE, RULES);
    expect(days.find((day) => day.date === '2026-11-26')).toMatchObject({
      optionLabel: 'Thursday, November 26 — Closed · Thanksgiving',
      selectable: false,
    });
  });
  it('the window ends before the opening of its last day: that day is left out, not called out of times', () => {
    // 1:30 AM on Friday, November 27: the window of 7 days ends on Friday, December 4 at 1:30 AM.
    const night = new Date('2026-11-27T01:30:00-06:00');
    const days = pickupDayOptions(night, DEFAULT_OPENING_HOURS, [], ZONE, RULES);
    expect(days.map((day) => day.optionLabel)).toEqual([
      'Friday, November 27',
      'Saturday, November 28',
      'Sunday, November 29',
      'Monday, November 30',
      'Tuesday, December 1',
      'Wednesday, December 2',
      'Thursday, December 3',
    ]);
  });
});
