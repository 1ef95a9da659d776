import type { Guest } from '@flame/shared';
import { describe, expect, it } from 'vitest';
import { consentText, guestFigures, historyStatus, lastVisitText } from './guest-format';

const guest: Guest = {
  id: 'g1',
  name: 'Ada Lovelace',
  email: 'ada@example.test',
  phone: '512-555-0188',
  otherEmails: [],
  otherPhones: [],
  orders: 1,
  totalSpent: 1234.5,
  visits: 3,
  noShows: 0,
  lastVisit: '2032-05-18T03:30:00.000Z',
  marketingConsent: false,
  marketingConsentAt: null,
  notes: '',
  tags: [],
};

describe('guest format', () => {
  it('counts visits, orders, money spent, and no-shows only when there are some', () => {
    expect(guestFigures(guest)).toEqual(['3 visits', '1 order', '$1,234.50 spent']);
    expect(guestFigures({ ...guest, visits: 1, orders: 2, noShows: 2 })).toEqual([
      '1 visit',
      '2 orders',
      '$1,234.50 spent',
      '2 no-shows',
    ]);
  });

  it("reads dates on the restaurant's calendar", () => {
    // 3:30 AM UTC on the 18th is still the 17th in Chicago.
    expect(lastVisitText(guest, 'America/Chicago')).toBe('Last visit May 17, 2032');
    expect(lastVisitText({ ...guest, lastVisit: null }, 'America/Chicago')).toBe('No visit yet');
    expect(consentText(guest, 'America/Chicago')).toMatch(/has not agreed/);
    expect(
      consentText({ ...guest, marketingConsent: true, marketingConsentAt: '2032-01-02T10:00:00Z' }, 'UTC'),
    ).toBe('Agreed to marketing email on Jan 2, 2032');
  });

  it('names statuses as words', () => {
    const entry = { kind: 'booking', id: 'r', at: '', title: '', amount: null } as const;
    expect(historyStatus({ ...entry, status: 'no-show' })).toBe('No-show');
    expect(historyStatus({ ...entry, status: 'active' })).toBe('Booked');
    expect(historyStatus({ ...entry, status: 'preparing' })).toBe('Preparing');
  });
});
