import { afterEach, describe, expect, it } from 'vitest';
import { clearCheckoutDraft, readCheckoutDraft, saveCheckoutDraft } from './checkout-draft';

const NOW = new Date('2026-12-01T18:00:00.000Z');
const LATER = '2026-12-01T23:30:00.000Z';

afterEach(() => window.sessionStorage.clear());

describe('the checkout draft', () => {
  it('brings back what this account typed in this tab', () => {
    saveCheckoutDraft('ana', { phone: '(512) 555-0199', pickupTime: LATER });
    expect(readCheckoutDraft('ana', NOW)).toEqual({ phone: '(512) 555-0199', pickupTime: LATER });
  });

  it("never brings back another account's, nor a pickup time already past", () => {
    saveCheckoutDraft('ana', { phone: '(512) 555-0199', pickupTime: '2026-12-01T17:00:00.000Z' });
    expect(readCheckoutDraft('bo', NOW)).toEqual({});
    expect(readCheckoutDraft(undefined, NOW)).toEqual({});
    expect(readCheckoutDraft('ana', NOW)).toEqual({ phone: '(512) 555-0199' });
  });

  it('is gone once cleared, and a broken one reads as none', () => {
    saveCheckoutDraft('ana', { phone: '1', pickupTime: LATER });
    clearCheckoutDraft();
    expect(readCheckoutDraft('ana', NOW)).toEqual({});
    window.sessionStorage.setItem('flame.checkout-draft', '{not json');
    expect(readCheckoutDraft('ana', NOW)).toEqual({});
  });
});
