import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  itemCountText,
  ORDER_DISH_QUANTITY_MESSAGE,
  orderItemsSummary,
  orderTotalCents,
  pickupOrderBodySchema,
  priceLine,
  reviewBodySchema,
} from './orders';

describe('line pricing', () => {
  it('prices a line from the discounted unit price, rounded to the cent', () => {
    expect(priceLine(1295, 15, 2)).toEqual({ unitPriceCents: 1101, lineTotalCents: 2202 });
    expect(priceLine(999, 0, 3)).toEqual({ unitPriceCents: 999, lineTotalCents: 2997 });
    expect(priceLine(999, 100, 3)).toEqual({ unitPriceCents: 0, lineTotalCents: 0 });
  });

  it('totals whole cents, never more than the undiscounted price', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 0, max: 100_000 }),
            discount: fc.integer({ min: 0, max: 100 }),
            quantity: fc.integer({ min: 1, max: 99 }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        (lines) => {
          const priced = lines.map((l) => priceLine(l.price, l.discount, l.quantity));
          const total = orderTotalCents(priced);
          expect(Number.isInteger(total)).toBe(true);
          expect(total).toBeLessThanOrEqual(lines.reduce((sum, l) => sum + l.price * l.quantity, 0));
          expect(total).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('pickup order body', () => {
  const valid = {
    items: [{ foodId: 'f1', quantity: 2 }],
    phone: ' (555) 123-4567 ',
    paymentMethod: 'pay at restaurant',
    pickupTime: '2026-11-23T17:00:00.000Z',
  };

  it('accepts the checkout payload and drops any price the client sends', () => {
    const parsed = pickupOrderBodySchema.parse({
      ...valid,
      total: 0.01,
      items: [{ foodId: 'f1', quantity: 2, price: 0.01 }],
    });
    expect(parsed).toEqual({ ...valid, phone: '(555) 123-4567', marketingConsent: false });
  });

  it('gives the shared messages for a missing phone or pickup time', () => {
    const result = pickupOrderBodySchema.safeParse({ ...valid, phone: '   ', pickupTime: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => issue.message);
    expect(messages).toContain('Phone number is required');
    expect(messages).toContain('Please select a pickup time ');
  });

  it('refuses an empty order, a zero quantity and a non-time pickup', () => {
    expect(pickupOrderBodySchema.safeParse({ ...valid, items: [] }).success).toBe(false);
    expect(
      pickupOrderBodySchema.safeParse({ ...valid, items: [{ foodId: 'f1', quantity: 0 }] }).success,
    ).toBe(false);
    expect(pickupOrderBodySchema.safeParse({ ...valid, pickupTime: 'tomorrow' }).success).toBe(false);
  });

  it('checks a review: 1 to 5 whole stars and some text', () => {
    expect(reviewBodySchema.safeParse({ rating: 5, text: 'Lovely' }).success).toBe(true);
    expect(reviewBodySchema.safeParse({ rating: 0, text: 'x' }).success).toBe(false);
    expect(reviewBodySchema.safeParse({ rating: 4.5, text: 'x' }).success).toBe(false);
    expect(reviewBodySchema.safeParse({ rating: 4, text: '  ' }).success).toBe(false);
  });
});

describe('order card texts', () => {
  it('shows the first two item names and how many more', () => {
    expect(orderItemsSummary(['Momo'])).toBe('Momo');
    expect(orderItemsSummary(['Momo', 'Lassi'])).toBe('Momo, Lassi');
    expect(orderItemsSummary(['Momo', 'Lassi', 'Naan', 'Dal'])).toBe('Momo, Lassi and 2 more');
    expect(itemCountText(1)).toBe('1 item');
    expect(itemCountText(3)).toBe('3 items');
  });
});

describe('quantity of one dish over its lines', () => {
  const order = (quantities: number[]) =>
    pickupOrderBodySchema.safeParse({
      items: quantities.map((quantity, index) => ({
        foodId: 'f1',
        quantity,
        specialInstructions: `line ${index}`,
      })),
      phone: '+1 555 123 4567',
      pickupTime: '2026-11-28T18:00:00Z',
    });

  it('refuses more than 99 of one dish spread over several lines', () => {
    expect(order([50, 49]).success).toBe(true);
    const refused = order(Array<number>(50).fill(99));
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([ORDER_DISH_QUANTITY_MESSAGE]);
    expect(order([50, 50]).success).toBe(false);
  });
});
