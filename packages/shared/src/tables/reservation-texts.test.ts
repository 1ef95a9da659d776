import { describe, expect, it } from 'vitest';
import { durationLabel, reservationMinutes } from './reservation-texts';

describe('a booking length in words', () => {
  it('reads its minutes from the booking itself: a party of four stays 105 minutes, not two hours', () => {
    const at = (iso: string) => ({ startsAt: '2026-12-02T01:00:00.000Z', endsAt: iso });
    expect(reservationMinutes(at('2026-12-02T02:45:00.000Z'))).toBe(105);
    expect(reservationMinutes(at('2026-12-02T03:00:00.000Z'))).toBe(120);
  });

  it('says whole hours as before, and the minutes past them', () => {
    expect(durationLabel(60)).toBe('1 hour');
    expect(durationLabel(180)).toBe('3 hours');
    expect(durationLabel(105)).toBe('1 hour 45 minutes');
    expect(durationLabel(121)).toBe('2 hours 1 minute');
    expect(durationLabel(45)).toBe('45 minutes');
  });
});
