import type { PickupDate, PickupSlotAvailability } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { pickupDayProblem, type PickupDayContext } from './pickup-day-problem';

const NOW = new Date('2026-11-24T18:00:00-06:00');
const open: PickupDayContext = {
  isActive: true,
  orderingPaused: false,
  orderingPausedUntil: null,
  pickupLeadMinutes: 120,
  timeZone: 'America/Chicago',
};
const tuesday: PickupDate = { date: '2026-11-24', label: 'Tuesday, November 24', closed: false };
const slot = (clock: string, available: boolean): PickupSlotAvailability => ({
  time: new Date(`2026-11-24T${clock}:00-06:00`).toISOString(),
  available,
});

describe('pickupDayProblem', () => {
  it('nothing to say while one time is free', () => {
    expect(pickupDayProblem(tuesday, [slot('20:00', false), slot('20:15', true)], open, NOW)).toBeUndefined();
  });

  it('every time after the lead time taken: the day is full', () => {
    expect(pickupDayProblem(tuesday, [slot('19:00', false), slot('20:15', false)], open, NOW)).toBe(
      'Every pickup time on Tuesday, November 24 is full. Please choose another day.',
    );
  });

  it('every time sooner than the lead time: none left that day', () => {
    expect(pickupDayProblem(tuesday, [slot('19:00', false), slot('19:45', false)], open, NOW)).toBe(
      'No pickup times are left on Tuesday, November 24. Please choose another day.',
    );
  });

  it('no slot at all: closed, with the special day’s note', () => {
    const thanksgiving: PickupDate = {
      date: '2026-11-26',
      label: 'Thursday, November 26',
      closed: true,
      note: 'Closed · Thanksgiving',
    };
    expect(pickupDayProblem(thanksgiving, [], open, NOW)).toBe(
      'We are closed on Thursday, November 26 (Thanksgiving). Please choose another day.',
    );
  });

  it('paused or switched off: says so before anything else', () => {
    const paused = { ...open, orderingPaused: true, orderingPausedUntil: '2026-11-24T19:30:00-06:00' };
    expect(pickupDayProblem(tuesday, [slot('19:15', false)], paused, NOW)).toBe(
      'Online ordering is paused until 7:30 PM, so no pickup time can be chosen that day. Orders for later days continue.',
    );
    expect(
      pickupDayProblem(tuesday, [slot('19:15', false)], { ...paused, orderingPausedUntil: null }, NOW),
    ).toBe('Online ordering is paused, so no pickup time can be chosen.');
    // The pause ends before the day's last times: they are full or too soon, not paused.
    expect(pickupDayProblem(tuesday, [slot('20:15', false)], paused, NOW)).not.toMatch(/paused/);
    expect(pickupDayProblem(tuesday, [slot('20:15', false)], { ...open, isActive: false }, NOW)).toBe(
      'We are not taking online orders at the moment. Please check back soon.',
    );
  });
});
