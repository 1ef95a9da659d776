import { describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE_MESSAGE, isInstantInBounds } from './date-bounds';
import { cateringBodySchema } from '../messages/messages';
import { pickupOrderBodySchema, pickupTimeMoveBodySchema } from '../orders/orders';
import { bookingBodySchema } from '../tables/reservations';
import { pauseBodySchema, pickupSlotsQuerySchema, specialDayBodySchema } from '../service-time/service-rules';
import { tablesQuerySchema } from '../tables/tables';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('every date the contract takes lies between 2000 and 2100', () => {
  it('judges instants by their UTC date', () => {
    expect(isInstantInBounds('2026-11-28T18:00:00-05:00')).toBe(true);
    expect(isInstantInBounds('0001-01-01T00:00:00Z')).toBe(false);
    expect(isInstantInBounds('9999-12-31T23:59:59Z')).toBe(false);
    expect(isInstantInBounds('not a date')).toBe(false);
  });

  const dates: [string, (date: string) => object][] = [
    ['pickup slots', (date) => pickupSlotsQuerySchema.safeParse({ date })],
    ['special day', (date) => specialDayBodySchema.safeParse({ date, isClosed: true })],
    [
      'booking',
      (date) =>
        bookingBodySchema.safeParse({
          tableId: 't1',
          reservedDate: date,
          reservedTime: '7:00 PM',
          reservedFor: 2,
          guests: 2,
          purpose: 'Birthday',
        }),
    ],
    [
      'catering event',
      (date) =>
        cateringBodySchema.safeParse({
          name: 'Asha',
          email: 'a@b.test',
          phone: '+1 555 123 4567',
          eventDate: date,
          eventType: 'wedding',
          guestCount: 40,
          location: 'Hall',
        }),
    ],
  ];

  it.each(dates)('refuses a %s date out of range with one clear message', (_what, parse) => {
    for (const date of ['9999-12-31', '1999-12-31', '2101-01-01']) {
      expect(messagesOf(parse(date) as never)).toEqual([DATE_OUT_OF_RANGE_MESSAGE]);
    }
    expect(messagesOf(parse('2100-12-31') as never)).not.toContain(DATE_OUT_OF_RANGE_MESSAGE);
  });

  const instants: [string, (at: string) => object][] = [
    ['table list', (at) => tablesQuerySchema.safeParse({ at })],
    ['pause', (until) => pauseBodySchema.safeParse({ until })],
    ['pickup move', (pickupTime) => pickupTimeMoveBodySchema.safeParse({ pickupTime })],
    [
      'pickup order',
      (pickupTime) =>
        pickupOrderBodySchema.safeParse({
          items: [{ foodId: 'f1', quantity: 1 }],
          phone: '+1 555 123 4567',
          pickupTime,
        }),
    ],
  ];

  it.each(instants)('refuses a %s instant out of range', (_what, parse) => {
    for (const at of ['0001-01-01T00:00:00Z', '9999-12-31T23:00:00Z']) {
      expect(messagesOf(parse(at) as never)).toEqual([DATE_OUT_OF_RANGE_MESSAGE]);
    }
    expect(messagesOf(parse('2026-11-28T18:00:00Z') as never)).toEqual([]);
  });
});
