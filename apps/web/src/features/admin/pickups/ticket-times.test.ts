import { describe, expect, it } from 'vitest';
import { pickupDue, ticketPickupTime } from './ticket-times';

describe('ticketPickupTime', () => {
  it("reads the instant in the restaurant's zone, not the device's", () => {
    expect(ticketPickupTime('2026-11-27T02:30:00.000Z', 'America/New_York')).toEqual({
      time: '9:30 PM',
      day: 'Thu, Nov 26',
    });
    expect(ticketPickupTime('2026-11-27T02:30:00.000Z', 'Asia/Kathmandu')).toEqual({
      time: '8:15 AM',
      day: 'Fri, Nov 27',
    });
  });

  it('follows daylight saving time', () => {
    expect(ticketPickupTime('2026-07-01T22:00:00.000Z', 'America/New_York').time).toBe('6:00 PM');
    expect(ticketPickupTime('2026-12-01T23:00:00.000Z', 'America/New_York').time).toBe('6:00 PM');
  });
});

describe('pickupDue', () => {
  const now = new Date('2026-11-27T18:00:00.000Z');
  const at = (minutes: number, seconds = 0) =>
    new Date(now.getTime() + minutes * 60_000 + seconds * 1000).toISOString();

  it("reads the minutes left, rounded up, as 'due in'", () => {
    expect(pickupDue(at(12), now)).toEqual({ text: 'due in 12 min', late: false });
    expect(pickupDue(at(11, 1), now)).toEqual({ text: 'due in 12 min', late: false });
    expect(pickupDue(at(0, 30), now)).toEqual({ text: 'due in 1 min', late: false });
  });

  it('names hours and days for pickups further off', () => {
    expect(pickupDue(at(60), now).text).toBe('due in 1 h');
    expect(pickupDue(at(135), now).text).toBe('due in 2 h 15 min');
    expect(pickupDue(at(24 * 60 + 3 * 60 + 20), now).text).toBe('due in 1 day 3 h');
    expect(pickupDue(at(3 * 24 * 60), now).text).toBe('due in 3 days');
  });

  it("is 'due now' in its minute, then late by the whole minutes past", () => {
    expect(pickupDue(at(0), now)).toEqual({ text: 'due now', late: false });
    expect(pickupDue(at(0, -59), now)).toEqual({ text: 'due now', late: false });
    expect(pickupDue(at(-1), now)).toEqual({ text: 'late 1 min', late: true });
    expect(pickupDue(at(-5, -30), now)).toEqual({ text: 'late 5 min', late: true });
    expect(pickupDue(at(-70), now)).toEqual({ text: 'late 1 h 10 min', late: true });
  });
});
