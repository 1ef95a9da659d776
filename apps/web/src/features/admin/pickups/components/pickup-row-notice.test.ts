import { outsideHoursCancelReason, outsideHoursWarning } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { cancelledText } from './pickup-row-notice';

describe("a pickup row's notice", () => {
  it('says who cancelled a closed order, and the reason the restaurant gave', () => {
    const cancelled = { status: 'cancelled' as const, cancellationReason: null };
    expect(cancelledText({ ...cancelled, cancelledBy: 'customer' })).toBe('Cancelled by the customer');
    expect(cancelledText({ ...cancelled, cancelledBy: 'restaurant' })).toBe('Cancelled by the restaurant');
    expect(
      cancelledText({ ...cancelled, cancelledBy: 'restaurant', cancellationReason: 'Out of lamb' }),
    ).toBe('Cancelled by the restaurant: Out of lamb');
    expect(cancelledText({ status: 'ready', cancelledBy: null, cancellationReason: null })).toBeNull();
  });

  it('warns of a pickup day closed later, and offers the closure as the reason', () => {
    const christmas = { date: '2026-12-25', isClosed: true, note: 'Christmas Day' };
    expect(outsideHoursWarning(christmas)).toBe('Pickup day now closed (Christmas Day) — keep or cancel');
    expect(outsideHoursCancelReason(christmas)).toBe('The restaurant is closed on Dec 25 (Christmas Day)');
    expect(outsideHoursWarning({ isClosed: false, note: '' })).toBe(
      'Pickup day now has other hours — keep or cancel',
    );
  });
});
