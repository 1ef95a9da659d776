import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { failureText } from './failure-text';
import { guestsLabel, longDate, seatsLabel, shortDate } from './format';

describe('table texts', () => {
  it('writes calendar dates out, whatever the browser time zone', () => {
    expect(longDate('2026-11-22')).toBe('Sunday, November 22, 2026');
    expect(shortDate('2026-01-01')).toBe('Thu, Jan 1');
    expect(longDate('not a date')).toBe('not a date');
  });

  it('counts seats and guests, singular for one', () => {
    expect([seatsLabel(1), seatsLabel(4), guestsLabel(1), guestsLabel(2)]).toEqual([
      '1 seat',
      '4 seats',
      '1 guest',
      '2 guests',
    ]);
  });

  it("shows the server's message for a refusal, the screen's own text otherwise", () => {
    const conflict = new ApiError('This table is already reserved for that time', 409);
    expect(failureText(conflict, 'Failed to book table')).toBe(
      'This table is already reserved for that time',
    );
    expect(
      failureText(new ApiError('Something went wrong. Please try again.', 500), 'Failed to book table'),
    ).toBe('Failed to book table');
    expect(
      failureText(new ApiError('Unable to reach the restaurant.', 0), 'Failed to cancel reservation'),
    ).toBe('Failed to cancel reservation');
    expect(failureText(new Error('boom'), 'Failed to book table')).toBe('Failed to book table');
  });
});
