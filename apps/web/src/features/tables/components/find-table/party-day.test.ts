import { DEFAULT_OPENING_HOURS, zonedInstant, type SpecialDay } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { closingEarlyText, emptyDayMessage, partyDay, partyTimeLabel } from './party-day';

const ZONE = 'America/Chicago';
const CHRISTMAS: SpecialDay = {
  _id: 'x',
  date: '2026-12-25',
  isClosed: true,
  open: null,
  close: null,
  note: 'Christmas Day',
};
const EVE: SpecialDay = {
  _id: 'e',
  date: '2026-12-24',
  isClosed: false,
  open: '10:00 AM',
  close: '3:00 PM',
  note: 'Christmas Eve',
};
const at = (date: string, minutes: number, available = true) => ({
  time: zonedInstant(date, minutes, ZONE).toISOString(),
  available,
});

describe('partyDay', () => {
  it('words a closed holiday as the pickup picker does, and its empty day says so', () => {
    const day = partyDay('2026-12-25', DEFAULT_OPENING_HOURS, [CHRISTMAS, EVE]);
    expect(day).toEqual({ closed: true, closingEarly: false, note: 'Closed · Christmas Day' });
    expect(emptyDayMessage('2026-12-25', day, [], 2)).toEqual({
      title: 'Closed · Christmas Day',
      text: 'We are closed on Friday, December 25, 2026. Please choose another date.',
    });
  });

  it('marks a short special day as closing early, with the last time a party can still book', () => {
    const day = partyDay('2026-12-24', DEFAULT_OPENING_HOURS, [CHRISTMAS, EVE]);
    expect(day).toEqual({ closed: false, closingEarly: true, note: '10:00 AM – 3:00 PM · Christmas Eve' });
    const times = [
      at('2026-12-24', 13 * 60),
      at('2026-12-24', 13 * 60 + 30),
      at('2026-12-24', 13 * 60 + 45, false),
    ];
    expect(closingEarlyText(times, ZONE)).toBe('Closing early · last table at 1:30 PM');
    expect(partyTimeLabel(times[0]!.time, ZONE)).toBe('1:00 PM');
  });

  it('leaves an ordinary day unmarked, and says when every time of an open day is gone', () => {
    const day = partyDay('2026-12-22', DEFAULT_OPENING_HOURS, [CHRISTMAS, EVE]);
    expect(day).toEqual({ closed: false, closingEarly: false });
    expect(emptyDayMessage('2026-12-22', day, [at('2026-12-22', 18 * 60, false)], 6)).toEqual({
      title: 'No tables left for 6 guests',
      text: 'Every time on Tuesday, December 22, 2026 has passed or is booked. Please choose another date, or call us.',
    });
  });

  it('calls a weekly closed day closed', () => {
    const weekly = DEFAULT_OPENING_HOURS.map((hour) =>
      hour.day === 'Monday' ? { ...hour, isClosed: true, open: null, close: null } : hour,
    );
    expect(partyDay('2026-12-21', weekly, [])).toEqual({ closed: true, closingEarly: false, note: 'Closed' });
  });
});
