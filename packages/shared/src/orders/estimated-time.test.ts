import { describe, expect, it } from 'vitest';
import { estimatedTimeText } from './estimated-time';

describe('estimated time text', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it("says 'Any moment now' when the time is now or past", () => {
    expect(estimatedTimeText(now, now)).toBe('Any moment now');
    expect(estimatedTimeText(inMinutes(-30), now)).toBe('Any moment now');
    expect(estimatedTimeText(new Date(now.getTime() + 30_000), now)).toBe('Any moment now');
  });

  it('counts minutes under an hour', () => {
    expect(estimatedTimeText(inMinutes(1), now)).toBe('1 minute');
    expect(estimatedTimeText(inMinutes(45), now)).toBe('45 minutes');
    expect(estimatedTimeText(inMinutes(59), now)).toBe('59 minutes');
  });

  it('says whole hours, otherwise hours and minutes', () => {
    expect(estimatedTimeText(inMinutes(60), now)).toBe('1 hour');
    expect(estimatedTimeText(inMinutes(180), now)).toBe('3 hours');
    expect(estimatedTimeText(inMinutes(135), now)).toBe('2h 15m');
    expect(estimatedTimeText(inMinutes(60 * 24 + 1).toISOString(), now)).toBe('24h 1m');
  });
});
