import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS } from './opening-hours';
import {
  laterPickupTimes,
  pickupDayLabel,
  pickupMoveLabel,
  pickupMovedMessage,
  slotLoadText,
} from './pickup-move';

const zone = 'America/Chicago';
const local = (text: string) => new Date(`${text}:00-06:00`);

describe('laterPickupTimes', () => {
  it('offers the next quarter hours inside opening hours, then the next opening day', () => {
    // Tuesday, closes 9 PM.
    const times = laterPickupTimes(
      local('2026-12-01T20:00'),
      local('2026-12-01T18:00'),
      DEFAULT_OPENING_HOURS,
      zone,
    );
    expect(times.slice(0, 4)).toEqual([
      local('2026-12-01T20:15'),
      local('2026-12-01T20:30'),
      local('2026-12-01T20:45'),
      local('2026-12-02T10:00'),
    ]);
    // The rest of Tuesday (3) and Wednesday from 10 AM up to a day after the first time, 8:00 PM (41).
    expect(times).toHaveLength(44);
    expect(times.at(-1)).toEqual(local('2026-12-02T20:00'));
    expect(pickupMoveLabel(times[0]!, local('2026-12-01T20:00'), zone)).toBe('8:15 PM');
    expect(pickupMoveLabel(times[3]!, local('2026-12-01T20:00'), zone)).toBe('Tomorrow, 10:00 AM');
  });

  it('starts after now when the pickup time has passed', () => {
    const times = laterPickupTimes(
      local('2026-12-01T12:00'),
      local('2026-12-01T13:05'),
      DEFAULT_OPENING_HOURS,
      zone,
    );
    expect(times[0]).toEqual(local('2026-12-01T13:15'));
  });

  it("keeps to a special day's own hours instead of the week's", () => {
    const shortWednesday = [{ date: '2026-12-02', isClosed: false, open: '4:00 PM', close: '6:00 PM' }];
    // Tuesday evening: Wednesday opens at 4 PM only, not at the week's 10 AM.
    const times = laterPickupTimes(
      local('2026-12-01T20:30'),
      local('2026-12-01T18:00'),
      DEFAULT_OPENING_HOURS,
      zone,
      shortWednesday,
    );
    expect(times.slice(0, 3)).toEqual([
      local('2026-12-01T20:45'),
      local('2026-12-02T16:00'),
      local('2026-12-02T16:15'),
    ]);
  });

  it('offers nothing on a closed special day', () => {
    const closedWednesday = [{ date: '2026-12-02', isClosed: true, open: null, close: null }];
    const times = laterPickupTimes(
      local('2026-12-01T20:30'),
      local('2026-12-01T18:00'),
      DEFAULT_OPENING_HOURS,
      zone,
      closedWednesday,
    );
    expect(times).toEqual([local('2026-12-01T20:45')]);
  });
});

describe('slotLoadText', () => {
  it('counts the orders of a slot, against its limit when it has one', () => {
    expect(slotLoadText(0, null)).toBe('No orders yet');
    expect(slotLoadText(1, null)).toBe('1 order');
    expect(slotLoadText(3, null)).toBe('3 orders');
    expect(slotLoadText(3, 4)).toBe('3 of 4');
    expect(slotLoadText(4, 4)).toBe('4 of 4, full');
  });
});

describe('pickupMoveLabel', () => {
  // Now: Tuesday, December 1, 2026, 2 AM in the restaurant's zone (8 AM UTC).
  const now = local('2026-12-01T02:00');

  it("names no day for a time later today, on the restaurant's clock", () => {
    expect(pickupMoveLabel(local('2026-12-01T23:45'), now, zone)).toBe('11:45 PM');
  });

  it("says 'Tomorrow' for the next day, though UTC is on the same date", () => {
    expect(pickupMoveLabel(local('2026-12-02T12:30'), now, zone)).toBe('Tomorrow, 12:30 PM');
  });

  it('names weekday and date further ahead', () => {
    expect(pickupMoveLabel(local('2026-12-05T12:45'), now, zone)).toBe('Sat, Dec 5, 12:45 PM');
  });
});

describe('pickupMovedMessage', () => {
  // Moved at 10 PM on Tuesday, December 1, 2026 in the restaurant's zone (already Wednesday in UTC).
  const movedAt = local('2026-12-01T22:00');

  it('names the time alone when the new pickup is the same day', () => {
    expect(pickupMovedMessage(local('2026-12-01T23:45'), movedAt, zone)).toBe(
      'Pickup time moved to 11:45 PM',
    );
  });

  it('names the date of a later day, not "Tomorrow", since it is read on later days too', () => {
    expect(pickupMovedMessage(local('2026-12-02T11:00'), movedAt, zone)).toBe(
      'Pickup time moved to Wed, Dec 2, 11:00 AM',
    );
  });
});

describe('pickupDayLabel', () => {
  it("names the pickup's day on the restaurant's clock: today, tomorrow, else weekday and date", () => {
    const now = local('2026-11-27T10:00');
    expect(pickupDayLabel(local('2026-11-27T22:30'), now, zone)).toBe('Today');
    // 11:30 PM in Chicago is already the next day in UTC: still today for the restaurant.
    expect(pickupDayLabel(local('2026-11-27T23:30'), now, zone)).toBe('Today');
    expect(pickupDayLabel(local('2026-11-28T12:30'), now, zone)).toBe('Tomorrow');
    expect(pickupDayLabel(local('2026-11-29T12:30'), now, zone)).toBe('Sun, Nov 29');
    expect(pickupMoveLabel(local('2026-11-29T12:30'), now, zone)).toBe('Sun, Nov 29, 12:30 PM');
  });
});
