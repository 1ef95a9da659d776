import type { GuestDetail } from '@flame/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, renderWithApp } from '../../../test/render-with-app';
import { GuestPanel } from './guest-panel';

const DETAIL: GuestDetail = {
  guest: {
    id: 'g1',
    name: 'Maya Gurung',
    email: 'maya@example.test',
    phone: '5125550177',
    otherEmails: [],
    otherPhones: ['+44 20 7946 0958', '512.555.0199'],
    orders: 0,
    totalSpent: 0,
    visits: 0,
    noShows: 0,
    lastVisit: null,
    marketingConsent: false,
    marketingConsentAt: null,
    notes: '',
    tags: [],
  },
  history: [],
};

describe("GuestPanel's contacts", () => {
  it('links each phone to call it, a US one written the one way the owner reads it, a foreign one as typed', async () => {
    renderWithApp(<GuestPanel guestId="g1" timeZone="America/Chicago" onClose={() => undefined} />, {
      answer: (url) =>
        url.endsWith('/api/guests/g1')
          ? jsonAnswer(200, { success: true, data: DETAIL })
          : jsonAnswer(404, { success: false, message: 'Not found' }),
    });
    const contact = await screen.findByRole('region', { name: 'Contact' });
    const phones = within(contact)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')!.startsWith('tel:'))
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(phones).toEqual([
      ['(512) 555-0177', 'tel:+15125550177'],
      ['+44 20 7946 0958', 'tel:+442079460958'],
      ['(512) 555-0199', 'tel:+15125550199'],
    ]);
  });
});
