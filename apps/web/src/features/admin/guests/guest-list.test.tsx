import type { Guest } from '@flame/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuestList } from './guest-list';

const guest = (overrides: Partial<Guest> = {}): Guest => ({
  id: 'g1',
  name: 'Maya Gurung',
  email: 'maya@example.test',
  phone: '5125550177',
  otherEmails: [],
  otherPhones: [],
  orders: 2,
  totalSpent: 48,
  visits: 2,
  noShows: 0,
  lastVisit: null,
  marketingConsent: false,
  marketingConsentAt: null,
  notes: '',
  tags: [],
  ...overrides,
});

describe('GuestList', () => {
  it("shows each guest's phone the one way the owner reads it, whatever was typed", () => {
    render(
      <GuestList
        guests={[guest(), guest({ id: 'g2', name: 'Nora Hill', phone: '+1 512 555 0188' })]}
        timeZone="America/Chicago"
        onOpen={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: /^Maya Gurung/ })).toHaveTextContent('(512) 555-0177');
    expect(screen.getByRole('button', { name: /^Maya Gurung/ })).not.toHaveTextContent('5125550177');
    expect(screen.getByRole('button', { name: /^Nora Hill/ })).toHaveTextContent('(512) 555-0188');
    // The entry is one button: its phone is text, not a link inside it.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('leaves a phone from another country as typed', () => {
    render(
      <GuestList
        guests={[guest({ phone: '+44 20 7946 0958' })]}
        timeZone="America/Chicago"
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText('+44 20 7946 0958')).toBeInTheDocument();
  });
});
