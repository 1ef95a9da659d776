import { describe, expect, it } from 'vitest';
import { isSoldOut, soldOutBackText, soldOutOrderMessage } from './sold-out';

describe('sold out today', () => {
  it('is sold out only while soldOutUntil lies ahead', () => {
    const now = new Date('2026-12-01T20:00:00Z');
    expect(isSoldOut({ soldOutUntil: '2026-12-02T16:00:00.000Z' }, now)).toBe(true);
    expect(isSoldOut({ soldOutUntil: '2026-12-01T20:00:00.000Z' }, now)).toBe(false);
    expect(isSoldOut({ soldOutUntil: null }, now)).toBe(false);
  });

  it('says when it is back in the restaurant’s zone, and names the dishes an order cannot hold', () => {
    expect(soldOutBackText('2026-12-02T16:00:00.000Z', 'America/Chicago')).toBe('Back Wednesday 10:00 AM.');
    expect(soldOutOrderMessage(['Lamb Curry'])).toBe(
      'Sorry, Lamb Curry is sold out today. Please remove it from your cart.',
    );
    expect(soldOutOrderMessage(['Lamb Curry', 'Naan'])).toBe(
      'Sorry, Lamb Curry, Naan are sold out today. Please remove them from your cart.',
    );
  });
});
