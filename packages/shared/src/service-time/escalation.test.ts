import { describe, expect, it } from 'vitest';
import {
  afterOpenMinutes,
  escalationUpdateShape,
  openMinutesBefore,
  openMinutesPassed,
  openTimeBetween,
  orderWaitingSubject,
  showsConfirmationNotice,
} from './escalation';
import { DEFAULT_OPENING_HOURS } from './opening-hours';

// Weekdays 10 AM to 9 PM, Friday and Saturday to 10 PM, Sunday 11 AM to 8 PM, in Chicago (UTC-6 in November).
const chicago = { hours: DEFAULT_OPENING_HOURS, specialDays: [], timeZone: 'America/Chicago' };
const at = (text: string) => new Date(`${text}-06:00`);

describe('afterOpenMinutes', () => {
  it('during service: the minutes themselves', () => {
    expect(afterOpenMinutes(chicago, at('2026-11-24T19:00:00'), 5)).toEqual(at('2026-11-24T19:05:00'));
  });

  it('an order placed overnight starts its clock at the opening', () => {
    expect(afterOpenMinutes(chicago, at('2026-11-24T23:30:00'), 20)).toEqual(at('2026-11-25T10:20:00'));
  });

  it('a clock that reaches the closing goes on at the next opening', () => {
    expect(afterOpenMinutes(chicago, at('2026-11-24T20:55:00'), 10)).toEqual(at('2026-11-25T10:05:00'));
  });

  it('a special day closed is skipped, one open at its own hours counts those', () => {
    const specialDays = [
      { date: '2026-11-25', isClosed: true, open: null, close: null },
      { date: '2026-11-26', isClosed: false, open: '4:00 PM', close: '8:00 PM' },
    ];
    expect(afterOpenMinutes({ ...chicago, specialDays }, at('2026-11-24T22:00:00'), 5)).toEqual(
      at('2026-11-26T16:05:00'),
    );
  });

  it('a night past midnight belongs to the day it opened', () => {
    const specialDays = [{ date: '2026-12-31', isClosed: false, open: '6:00 PM', close: '2:00 AM' }];
    expect(afterOpenMinutes({ ...chicago, specialDays }, at('2027-01-01T01:50:00'), 15)).toEqual(
      at('2027-01-01T10:05:00'),
    );
  });

  it('never, for a restaurant closed for weeks', () => {
    const closed = DEFAULT_OPENING_HOURS.map((day) => ({ ...day, open: null, close: null, isClosed: true }));
    expect(afterOpenMinutes({ ...chicago, hours: closed }, at('2026-11-24T12:00:00'), 5)).toBeUndefined();
    expect(
      openMinutesPassed(
        { ...chicago, hours: closed },
        at('2026-11-24T12:00:00'),
        5,
        at('2027-03-01T12:00:00'),
      ),
    ).toBe(false);
  });
});

describe('openTimeBetween and openMinutesPassed', () => {
  it('counts only the opening hours', () => {
    expect(openTimeBetween(chicago, at('2026-11-24T20:00:00'), at('2026-11-25T11:00:00'))).toBe(
      2 * 3_600_000,
    );
    expect(openTimeBetween(chicago, at('2026-11-25T11:00:00'), at('2026-11-24T20:00:00'))).toBe(0);
  });

  it('a setting that is off never passes', () => {
    expect(openMinutesPassed(chicago, at('2026-11-24T12:00:00'), null, at('2026-11-30T12:00:00'))).toBe(
      false,
    );
    expect(openMinutesPassed(chicago, at('2026-11-24T12:00:00'), 20, at('2026-11-24T12:19:59'))).toBe(false);
    expect(openMinutesPassed(chicago, at('2026-11-24T12:00:00'), 20, at('2026-11-24T12:20:00'))).toBe(true);
  });
});

describe('openMinutesBefore', () => {
  it('runs the clock of opening hours backward from now', () => {
    expect(openMinutesBefore(chicago, at('2026-11-24T19:05:00'), 5)).toEqual(at('2026-11-24T19:00:00'));
    // 10:05 on Wednesday: five minutes of today's hours, five more before Tuesday's closing at 9 PM.
    expect(openMinutesBefore(chicago, at('2026-11-25T10:05:00'), 10)).toEqual(at('2026-11-24T20:55:00'));
    expect(openMinutesBefore(chicago, at('2026-11-25T08:00:00'), 20)).toEqual(at('2026-11-24T20:40:00'));
  });

  it('never, when the last weeks were closed', () => {
    const closed = DEFAULT_OPENING_HOURS.map((day) => ({ ...day, open: null, close: null, isClosed: true }));
    expect(openMinutesBefore({ ...chicago, hours: closed }, at('2026-11-24T12:00:00'), 5)).toBeUndefined();
  });

  // What started at or before the answer has waited `minutes` by now, and what started after it has not: the
  // rule the escalation's query leans on, checked every 11 minutes across a daylight saving change and a night
  // past midnight.
  it('agrees with afterOpenMinutes on every start around it', () => {
    const specialDays = [{ date: '2026-10-31', isClosed: false, open: '6:00 PM', close: '2:00 AM' }];
    const schedule = { ...chicago, specialDays };
    const now = new Date('2026-11-01T16:02:00Z');
    for (const minutes of [5, 45, 600]) {
      const cutoff = openMinutesBefore(schedule, now, minutes)!;
      for (let start = now.getTime() - 3 * 86_400_000; start <= now.getTime(); start += 11 * 60_000) {
        const due = afterOpenMinutes(schedule, new Date(start), minutes)!.getTime() <= now.getTime();
        expect({ minutes, start: new Date(start), due }).toEqual({
          minutes,
          start: new Date(start),
          due: start <= cutoff.getTime(),
        });
      }
    }
  });
});

describe('the settings', () => {
  it('take whole minutes from 1 to 480, or null for off', () => {
    const setting = escalationUpdateShape.alertEmailAfterMinutes;
    expect(setting.parse(null)).toBeNull();
    expect(setting.parse(5)).toBe(5);
    expect(setting.safeParse(0).success).toBe(false);
    expect(setting.safeParse(2.5).success).toBe(false);
    expect(setting.safeParse(481).success).toBe(false);
    expect(setting.safeParse('5').success).toBe(false);
  });
});

describe('the texts and the notice', () => {
  it("names the order and the minutes in the restaurant's email", () => {
    expect(orderWaitingSubject(1042, 5)).toBe('Order 1042 has waited 5 minutes');
    expect(orderWaitingSubject(1042, 1)).toBe('Order 1042 has waited 1 minute');
  });

  it('shows the customer notice from its instant, while the order is pending', () => {
    const notice = { at: '2026-11-24T19:10:00.000Z', phone: '(512) 555-0148' };
    const at = (iso: string) => new Date(iso);
    expect(
      showsConfirmationNotice({ status: 'pending', confirmationNotice: notice }, at('2026-11-24T19:09:59Z')),
    ).toBe(false);
    expect(
      showsConfirmationNotice({ status: 'pending', confirmationNotice: notice }, at('2026-11-24T19:10:00Z')),
    ).toBe(true);
    expect(
      showsConfirmationNotice(
        { status: 'confirmed', confirmationNotice: notice },
        at('2026-11-24T20:00:00Z'),
      ),
    ).toBe(false);
    expect(
      showsConfirmationNotice({ status: 'pending', confirmationNotice: null }, at('2026-11-24T20:00:00Z')),
    ).toBe(false);
  });
});
