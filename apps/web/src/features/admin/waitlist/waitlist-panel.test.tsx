import type { WaitlistEntry } from '@flame/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, renderWithApp } from '../../../test/render-with-app';
import { AdminEventsProvider } from '../shell/admin-events';
import { WaitlistPanel } from './waitlist-panel';

const entry = (overrides: Partial<WaitlistEntry>): WaitlistEntry => ({
  id: 'w1',
  name: 'Maya Gurung',
  phone: '5125550177',
  email: null,
  partySize: 4,
  quotedMinutes: 15,
  status: 'waiting',
  joinedAt: '2026-11-25T23:50:00.000Z',
  notifiedAt: null,
  placeInLine: 1,
  link: 'https://flame.example.test/waitlist/w1',
  ...overrides,
});

describe('WaitlistPanel', () => {
  it("links each guest's phone to call them, a US one written the one way the host reads it", async () => {
    const entries = [
      entry({}),
      entry({ id: 'w2', name: 'Nora Hill', phone: '+44 20 7946 0958', placeInLine: 2 }),
    ];
    renderWithApp(
      <AdminEventsProvider restaurantId="r1">
        <WaitlistPanel />
      </AdminEventsProvider>,
      {
        auth: true,
        answer: (url) =>
          url.endsWith('/api/waitlist')
            ? jsonAnswer(200, { success: true, data: entries })
            : jsonAnswer(404, { success: false, message: 'Not found' }),
      },
    );
    const maya = await screen.findByRole('listitem', { name: 'Maya Gurung' });
    expect(within(maya).getByRole('link', { name: '(512) 555-0177' })).toHaveAttribute(
      'href',
      'tel:+15125550177',
    );
    expect(maya).not.toHaveTextContent('5125550177');
    const nora = screen.getByRole('listitem', { name: 'Nora Hill' });
    expect(within(nora).getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
  });
});
