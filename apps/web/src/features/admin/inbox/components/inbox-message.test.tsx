import type { InboxItem } from '@flame/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render-with-app';
import { InboxMessage } from './inbox-message';

const MESSAGE: InboxItem = {
  _id: 'm1',
  kind: 'contact',
  status: 'new',
  createdAt: '2026-11-25T23:50:00.000Z',
  name: 'Nora Hill',
  email: 'nora@example.test',
  phone: '5125550177',
  subject: 'general',
  message: 'Do you have a gluten-free naan?',
};

describe('InboxMessage', () => {
  it("links the sender's phone to call it, written the one way the owner reads a US number", () => {
    renderWithApp(<InboxMessage item={MESSAGE} busy={false} onToggle={() => undefined} />);
    const call = screen.getByRole('link', { name: '(512) 555-0177' });
    expect(call).toHaveAttribute('href', 'tel:+15125550177');
    expect(screen.queryByText('5125550177')).not.toBeInTheDocument();
  });

  it('leaves a phone from another country as typed', () => {
    renderWithApp(
      <InboxMessage item={{ ...MESSAGE, phone: '+44 20 7946 0958' }} busy={false} onToggle={() => {}} />,
    );
    expect(screen.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
  });

  it('links no phone when the sender gave none', () => {
    renderWithApp(<InboxMessage item={{ ...MESSAGE, phone: '' }} busy={false} onToggle={() => undefined} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'mailto:nora@example.test',
    ]);
  });
});
