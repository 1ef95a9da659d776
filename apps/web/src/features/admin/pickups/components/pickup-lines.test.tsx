import type { PickupRow } from '@flame/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerContact } from './customer-contact';
import { PickupLines } from './pickup-lines';

const ROW: PickupRow = {
  _id: 'order-1',
  shortId: 'AB12CD34',
  orderNumber: 42,
  source: 'online',
  customerName: 'Alice Baker',
  phone: '(555) 123-4567',
  itemCount: 3,
  items: [
    {
      name: 'Veg Momo',
      quantity: 2,
      options: [{ group: 'Filling', name: 'Paneer', priceDelta: 1 }],
      specialInstructions: 'Extra spicy achar, allergic to peanuts',
    },
    { name: 'Mango Lassi', quantity: 1, options: [], specialInstructions: null },
  ],
  total: 25.5,
  status: 'pending',
  createdAt: '2026-11-27T16:00:00.000Z',
  pickupTime: '2026-11-28T00:30:00.000Z',
  cancelledBy: null,
  cancellationReason: null,
  outsideHours: null,
};

describe('PickupLines', () => {
  it("shows a line's special instructions under that line, and none under a line without", () => {
    render(<PickupLines row={ROW} />);
    const [momo, lassi] = within(screen.getByRole('list', { name: 'Items of order 42' })).getAllByRole(
      'listitem',
    );
    expect(momo).toHaveTextContent(/^2× Veg Momo · PaneerNote: Extra spicy achar, allergic to peanuts$/);
    expect(within(momo!).getByText('Extra spicy achar, allergic to peanuts', { exact: false })).toBeVisible();
    expect(lassi).toHaveTextContent(/^1× Mango Lassi$/);
  });

  it('reads the same on a kitchen card, the options and instructions on lines of their own', () => {
    render(<PickupLines row={ROW} look="kitchen" />);
    const [momo, lassi] = within(screen.getByRole('list', { name: 'Items of order 42' })).getAllByRole(
      'listitem',
    );
    expect(momo).toHaveTextContent(/^2× Veg Momo · PaneerNote: Extra spicy achar, allergic to peanuts$/);
    expect(within(momo!).getByText('Paneer')).toHaveClass('block');
    expect(lassi).toHaveTextContent(/^1× Mango Lassi$/);
  });
});

describe('CustomerContact', () => {
  it("shows the customer's name and their phone as a link that calls it", () => {
    render(<CustomerContact row={ROW} />);
    expect(screen.getByText('Alice Baker')).toBeVisible();
    const call = screen.getByRole('link', { name: /^\(555\) 123-4567 ?\(call about order 42\)$/ });
    expect(call).toHaveAttribute('href', 'tel:+15551234567');
  });

  it('writes a US phone typed as bare digits the one way the board reads, and leaves a foreign one as typed', () => {
    const { unmount } = render(<CustomerContact row={{ ...ROW, phone: '5125550177' }} />);
    const call = screen.getByRole('link', { name: /^\(512\) 555-0177 ?\(call about order 42\)$/ });
    expect(call).toHaveAttribute('href', 'tel:+15125550177');
    unmount();
    render(<CustomerContact row={{ ...ROW, phone: '+44 20 7946 0958' }} />);
    expect(screen.getByRole('link', { name: /^\+44 20 7946 0958 ?\(call/ })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
  });
});
