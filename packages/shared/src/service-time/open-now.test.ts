import { describe, expect, it } from 'vitest';
import { openNow, openNowText } from './open-now';
import { DEFAULT_OPENING_HOURS } from './opening-hours';
import { zonedInstant } from './calendar-dates';
import { shortDateText, specialDayHoursText } from './special-day-text';

const ZONE = 'America/Chicago';
const at = (date: string, hour: number, minute = 0) => zonedInstant(date, hour * 60 + minute, ZONE);
const closed = (date: string) => ({ date, isClosed: true, open: null, close: null });
// Weekdays 10 AM to 9 PM, Friday and Saturday to 10 PM, Sunday 11 AM to 8 PM.
const status = (instant: Date, specialDays = [] as Parameters<typeof openNow>[1]) =>
  openNowText(openNow(DEFAULT_OPENING_HOURS, specialDays, instant, ZONE));

describe('openNow', () => {
  it('reads the weekly hours without special days', () => {
    expect(status(at('2026-11-24', 12))).toBe('Open now · until 9:00 PM');
    expect(status(at('2026-11-24', 22))).toBe('Closed now · Opens tomorrow 10:00 AM');
    expect(status(at('2026-11-24', 8))).toBe('Closed now · Opens 10:00 AM');
  });

  it('a closed holiday is closed all day, and the next opening skips it', () => {
    const thanksgiving = [closed('2026-11-26')];
    expect(status(at('2026-11-26', 12), thanksgiving)).toBe('Closed now · Opens tomorrow 10:00 AM');
    expect(status(at('2026-11-25', 22), thanksgiving)).toBe('Closed now · Opens Friday 10:00 AM');
  });

  it('a short special day closes early and opens at its own time', () => {
    const eve = [{ date: '2026-12-24', isClosed: false, open: '8:00 AM', close: '3:00 PM' }];
    expect(status(at('2026-12-24', 14), eve)).toBe('Open now · until 3:00 PM');
    expect(status(at('2026-12-24', 16), eve)).toBe('Closed now · Opens tomorrow 10:00 AM');
    expect(status(at('2026-12-23', 22), eve)).toBe('Closed now · Opens tomorrow 8:00 AM');
  });

  it('a special night past midnight keeps it open into a closed next day', () => {
    const newYear = [
      { date: '2026-12-31', isClosed: false, open: '6:00 PM', close: '2:00 AM' },
      closed('2027-01-01'),
    ];
    expect(status(at('2027-01-01', 1, 30), newYear)).toBe('Open now · until 2:00 AM');
    expect(status(at('2027-01-01', 2), newYear)).toBe('Closed now · Opens tomorrow 10:00 AM');
  });

  it('on the spring daylight-saving day, the special hours are local wall-clock times', () => {
    const sunday = [{ date: '2026-03-08', isClosed: false, open: '9:00 AM', close: '1:00 PM' }];
    expect(status(new Date('2026-03-08T14:30:00Z'), sunday)).toBe('Open now · until 1:00 PM'); // 9:30 AM CDT
    expect(status(new Date('2026-03-08T18:00:00Z'), sunday)).toBe('Closed now · Opens tomorrow 10:00 AM');
  });

  it('closed for more than a week: names the date it opens', () => {
    const closures = Array.from({ length: 9 }, (_, index) => closed(`2026-12-0${index + 1}`));
    expect(status(at('2026-11-30', 22), closures)).toBe('Closed now · Opens Thu, Dec 10 10:00 AM');
  });

  it('nothing ever opens: closed without a next opening', () => {
    const hours = DEFAULT_OPENING_HOURS.map((day) => ({ ...day, isClosed: true }));
    expect(openNowText(openNow(hours, [], at('2026-11-24', 12), ZONE))).toBe('Closed now');
  });
});

describe('special day texts', () => {
  it('read as on the hours list', () => {
    expect(shortDateText('2026-11-26')).toBe('Thu, Nov 26');
    expect(specialDayHoursText({ isClosed: true, open: null, close: null, note: 'Thanksgiving' })).toBe(
      'Closed · Thanksgiving',
    );
    expect(specialDayHoursText({ isClosed: false, open: '10:00 AM', close: '3:00 PM', note: '' })).toBe(
      '10:00 AM – 3:00 PM',
    );
  });
});
