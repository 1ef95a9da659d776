import { WEEK_DAYS, type OpeningHour } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { pauseChoices, restOfTodayEnd, type PauseSchedule } from './pause-choices';

const ZONE = 'America/New_York';

function week(
  open: string,
  close: string,
  overrides: Partial<Record<string, OpeningHour>> = {},
): OpeningHour[] {
  return WEEK_DAYS.map((day) => overrides[day] ?? { day, open, close, isClosed: false });
}

const schedule = (overrides: Partial<PauseSchedule> = {}): PauseSchedule => ({
  openingHours: week('11:00 AM', '9:00 PM'),
  specialDays: [],
  timeZone: ZONE,
  ...overrides,
});

describe('rest of today', () => {
  it('ends at closing time in the restaurant’s zone, wherever the device is', () => {
    // Tuesday 24 November 2026, 12:00 PM in New York (EST, UTC−5).
    const now = new Date('2026-11-24T17:00:00Z');
    expect(restOfTodayEnd(now, schedule()).toISOString()).toBe('2026-11-25T02:00:00.000Z');
  });

  it('before opening, covers the whole of today’s service', () => {
    const now = new Date('2026-11-24T13:00:00Z'); // 8:00 AM
    expect(restOfTodayEnd(now, schedule()).toISOString()).toBe('2026-11-25T02:00:00.000Z');
  });

  it('on the day the clocks go back, closing is 9:00 PM on the new offset', () => {
    // Sunday 1 November 2026: 2:00 AM EDT becomes 1:00 AM EST; at noon the offset is already −5.
    const now = new Date('2026-11-01T17:00:00Z');
    expect(restOfTodayEnd(now, schedule()).toISOString()).toBe('2026-11-02T02:00:00.000Z');
  });

  it('on the day the clocks go forward, closing is 9:00 PM on the new offset', () => {
    // Sunday 8 March 2026: 2:00 AM EST becomes 3:00 AM EDT (UTC−4).
    const now = new Date('2026-03-08T16:00:00Z');
    expect(restOfTodayEnd(now, schedule()).toISOString()).toBe('2026-03-09T01:00:00.000Z');
  });

  it('inside a night that runs past midnight, ends at that night’s closing', () => {
    const late = schedule({ openingHours: week('5:00 PM', '2:00 AM') });
    // Saturday 28 November 2026, 1:00 AM: Friday's service runs until 2:00 AM.
    expect(restOfTodayEnd(new Date('2026-11-28T06:00:00Z'), late).toISOString()).toBe(
      '2026-11-28T07:00:00.000Z',
    );
    // Friday 27 November, 6:00 PM: tonight's closing is 2:00 AM on Saturday.
    expect(restOfTodayEnd(new Date('2026-11-27T23:00:00Z'), late).toISOString()).toBe(
      '2026-11-28T07:00:00.000Z',
    );
  });

  it('follows the special day of the date: a short day ends at its own closing', () => {
    const short = schedule({
      specialDays: [{ date: '2026-12-24', isClosed: false, open: '10:00 AM', close: '3:00 PM' }],
    });
    expect(restOfTodayEnd(new Date('2026-12-24T16:00:00Z'), short).toISOString()).toBe(
      '2026-12-24T20:00:00.000Z',
    );
  });

  it('after closing, on a closed day or a closed special day, lasts until midnight', () => {
    expect(restOfTodayEnd(new Date('2026-11-25T03:30:00Z'), schedule()).toISOString()).toBe(
      '2026-11-25T05:00:00.000Z',
    );
    const closed = schedule({
      specialDays: [{ date: '2026-11-26', isClosed: true, open: null, close: null }],
    });
    expect(restOfTodayEnd(new Date('2026-11-26T17:00:00Z'), closed).toISOString()).toBe(
      '2026-11-27T05:00:00.000Z',
    );
  });
});

describe('the pause menu', () => {
  it('offers 15, 30, 60 and 120 real minutes, the rest of today naming its end, and until resumed', () => {
    const now = new Date('2026-11-24T17:00:00Z');
    const choices = pauseChoices(now, schedule());
    expect(choices.map((choice) => choice.label)).toEqual([
      '15 minutes',
      '30 minutes',
      '1 hour',
      '2 hours',
      'Rest of today (until 9:00 PM)',
      'Until I resume',
    ]);
    expect(choices.map((choice) => choice.until?.toISOString() ?? null)).toEqual([
      '2026-11-24T17:15:00.000Z',
      '2026-11-24T17:30:00.000Z',
      '2026-11-24T18:00:00.000Z',
      '2026-11-24T19:00:00.000Z',
      '2026-11-25T02:00:00.000Z',
      null,
    ]);
    expect(choices[4]!.note).toBe(
      'Online orders for today stop until 9:00 PM; orders for later days continue',
    );
  });

  it('names midnight as such once today’s service is over', () => {
    const restOfToday = pauseChoices(new Date('2026-11-25T03:30:00Z'), schedule())[4]!;
    expect(restOfToday.label).toBe('Rest of today (until midnight)');
  });

  it('counts real minutes across the night the clocks go back', () => {
    // 1:30 AM EDT on 1 November 2026; two hours later the wall clock reads 2:30 AM EST.
    const now = new Date('2026-11-01T05:30:00Z');
    const twoHours = pauseChoices(now, schedule({ openingHours: week('5:00 PM', '4:00 AM') }))[3]!;
    expect(twoHours.until?.toISOString()).toBe('2026-11-01T07:30:00.000Z');
  });
});
