import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ORDER_STATUSES,
  canCustomerCancel,
  canReview,
  canTransition,
  nextStatuses,
  ORDER_STATUSES,
  paymentMethodLabel,
  trackingStatusDisplay,
} from './order-status';

describe('order status transitions', () => {
  it('moves a pickup order forward, step by step or skipping, or cancels it', () => {
    expect(nextStatuses('pending')).toEqual(['confirmed', 'preparing', 'ready', 'completed', 'cancelled']);
    expect(nextStatuses('ready')).toEqual(['completed', 'cancelled']);
    expect(canTransition('confirmed', 'preparing')).toBe(true);
  });

  it('never leaves completed or cancelled, never goes back, never stays', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_STATUSES),
        fc.constantFrom(...ADMIN_ORDER_STATUSES),
        (from, to) => {
          if (from === 'completed' || from === 'cancelled' || from === to) {
            expect(canTransition(from, to)).toBe(false);
          }
        },
      ),
    );
    expect(canTransition('preparing', 'confirmed')).toBe(false);
    expect(canTransition('completed', 'cancelled')).toBe(false);
  });

  it('lets customers cancel only pending or confirmed orders', () => {
    expect(ORDER_STATUSES.filter(canCustomerCancel)).toEqual(['pending', 'confirmed']);
  });

  it('allows one review once the order is completed or delivered', () => {
    expect(canReview('completed', false)).toBe(true);
    expect(canReview('delivered', false)).toBe(true);
    expect(canReview('completed', true)).toBe(false);
    expect(canReview('ready', false)).toBe(false);
  });
});

describe('status texts', () => {
  it('shows the payment method as the order list does', () => {
    expect(paymentMethodLabel('pay at restaurant')).toBe('Pay at Restaurant');
    expect(paymentMethodLabel('cash')).toBe('Cash');
  });

  it("uses the tracking view's words and shows an unknown status as it is, in grey", () => {
    expect(trackingStatusDisplay('preparing')).toEqual({ text: 'Preparing your order', tone: 'orange' });
    expect(trackingStatusDisplay('ready')).toEqual({ text: 'Ready for pickup', tone: 'blue' });
    expect(trackingStatusDisplay('out_for_delivery')).toEqual({ text: 'Out for delivery', tone: 'purple' });
    expect(trackingStatusDisplay('delivered')).toEqual({ text: 'Delivered', tone: 'green' });
    expect(trackingStatusDisplay('lost_in_space')).toEqual({ text: 'lost_in_space', tone: 'grey' });
  });
});
