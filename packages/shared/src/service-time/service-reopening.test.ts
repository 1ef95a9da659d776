import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, type OpeningHour } from './opening-hours';
import { nextServiceOpening } from './service-reopening';

const chicago = { hours: DEFAULT_OPENING_HOURS, specialDays: [], timeZone: 'America/Chicago' };
// Weekdays 10 AM to 9 PM, Friday and Saturday to 10 PM, Sunday 11 AM to 8 PM.

describe('nextServiceOpening', () => {
  it('during service: the next day’s opening', () => {
    // Tuesday 2026-11-24, 7 PM in Chicago (UTC-6).
    expect(nextServiceOpening(chicago, new Date('2026-11-24T19:00:00-06:00'))?.toISOString()).toBe(
      new Date('2026-11-25T10:00:00-06:00').toISOString(),
    );
  });

  it('before today’s opening: still the next day’s, so today stays sold out', () => {
    expect(nextServiceOpening(chicago, new Date('2026-11-24T08:00:00-06:00'))?.toISOString()).toBe(
      new Date('2026-11-25T10:00:00-06:00').toISOString(),
    );
  });

  it('after closing: the next day’s opening; Saturday night gives Sunday 11 AM', () => {
    expect(nextServiceOpening(chicago, new Date('2026-11-28T23:30:00-06:00'))?.toISOString()).toBe(
      new Date('2026-11-29T11:00:00-06:00').toISOString(),
    );
  });

  it('skips closed days', () => {
    const hours: OpeningHour[] = DEFAULT_OPENING_HOURS.map((day) =>
      day.day === 'Wednesday' || day.day === 'Thursday'
        ? { ...day, isClosed: true, open: null, close: null }
        : day,
    );
    expect(
      nextServiceOpening({ ...chicago, hours }, new Date('2026-11-24T19:00:00-06:00'))?.toISOString(),
    ).toBe(new Date('2026-11-27T10:00:00-06:00').toISOString());
  });

  it('after midnight inside a service that runs past it: the same calendar day’s evening opening', () => {
    const hours: OpeningHour[] = DEFAULT_OPENING_HOURS.map((day) => ({
      ...day,
      open: '5:00 PM',
      close: '2:00 AM',
      isClosed: false,
    }));
    // Wednesday 1 AM still belongs to Tuesday's service: back Wednesday 5 PM.
    expect(
      nextServiceOpening({ ...chicago, hours }, new Date('2026-11-25T01:00:00-06:00'))?.toISOString(),
    ).toBe(new Date('2026-11-25T17:00:00-06:00').toISOString());
  });

  it('across a daylight-saving change: the opening in local time on the new offset', () => {
    // Saturday 2026-03-07 8 PM CST (UTC-6); on Sunday 2026-03-08 Chicago moves to CDT (UTC-5).
    expect(nextServiceOpening(chicago, new Date('2026-03-07T20:00:00-06:00'))?.toISOString()).toBe(
      new Date('2026-03-08T11:00:00-05:00').toISOString(),
    );
    // Autumn: Saturday 2026-10-31 8 PM CDT; Sunday 2026-11-01 is back on CST.
    expect(nextServiceOpening(chicago, new Date('2026-10-31T20:00:00-05:00'))?.toISOString()).toBe(
      new Date('2026-11-01T11:00:00-06:00').toISOString(),
    );
  });

  it('skips a closed special day: marked Wednesday night before Thanksgiving, back on Friday', () => {
    const specialDays = [{ date: '2026-11-26', isClosed: true, open: null, close: null }];
    expect(
      nextServiceOpening({ ...chicago, specialDays }, new Date('2026-11-25T19:00:00-06:00'))?.toISOString(),
    ).toBe(new Date('2026-11-27T10:00:00-06:00').toISOString());
  });

  it('a special day’s own opening time counts: Christmas Eve opens at 8 AM', () => {
    const specialDays = [{ date: '2026-12-24', isClosed: false, open: '8:00 AM', close: '3:00 PM' }];
    expect(
      nextServiceOpening({ ...chicago, specialDays }, new Date('2026-12-23T19:00:00-06:00'))?.toISOString(),
    ).toBe(new Date('2026-12-24T08:00:00-06:00').toISOString());
  });

  it('a special night across midnight: at 1 AM inside it, back at the next day’s opening', () => {
    // New Year's Eve (Thursday) open until 2 AM; New Year's Day (Friday) closed.
    const specialDays = [
      { date: '2026-12-31', isClosed: false, open: '6:00 PM', close: '2:00 AM' },
      { date: '2027-01-01', isClosed: true, open: null, close: null },
    ];
    expect(
      nextServiceOpening({ ...chicago, specialDays }, new Date('2027-01-01T01:00:00-06:00'))?.toISOString(),
    ).toBe(new Date('2027-01-02T10:00:00-06:00').toISOString());
  });

  it('more closed special days than a week: still finds the opening after them', () => {
    const specialDays = Array.from({ length: 10 }, (_, index) => ({
      date: `2026-12-${String(index + 1).padStart(2, '0')}`,
      isClosed: true,
      open: null,
      close: null,
    }));
    expect(
      nextServiceOpening({ ...chicago, specialDays }, new Date('2026-11-30T19:00:00-06:00'))?.toISOString(),
    ).toBe(new Date('2026-12-11T10:00:00-06:00').toISOString());
  });

  it('no open day: undefined', () => {
    const hours = DEFAULT_OPENING_HOURS.map((day) => ({ ...day, isClosed: true }));
    expect(nextServiceOpening({ ...chicago, hours }, new Date('2026-11-24T19:00:00-06:00'))).toBeUndefined();
  });
});
