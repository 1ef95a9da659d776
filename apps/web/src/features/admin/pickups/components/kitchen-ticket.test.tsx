import type { Order, Restaurant } from '@flame/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KitchenTicket } from './kitchen-ticket';

const ORDER = {
  _id: '6650aa0000000000f886d591',
  orderNumber: 1042,
  status: 'pending',
  paymentMethod: 'pay at restaurant',
  phone: '5125550177',
  total: 24,
  createdAt: '2026-11-25T23:50:00.000Z',
  pickupTime: '2026-11-26T00:30:00.000Z',
  items: [],
  user: { name: 'Asha Gurung' },
} as unknown as Order;

const RESTAURANT = { name: 'Flame-kissed', timeZone: 'America/Chicago' } as unknown as Restaurant;

describe('KitchenTicket', () => {
  it("prints the customer's phone the one way the owner reads it, as text", () => {
    render(<KitchenTicket order={ORDER} restaurant={RESTAURANT} />);
    const ticket = screen.getByRole('article', { name: 'Kitchen ticket of order 1042' });
    expect(ticket).toHaveTextContent('Asha Gurung(512) 555-0177');
    expect(ticket).not.toHaveTextContent('5125550177');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('prints a phone from another country as the customer typed it', () => {
    render(<KitchenTicket order={{ ...ORDER, phone: '+44 20 7946 0958' }} restaurant={RESTAURANT} />);
    expect(screen.getByText('+44 20 7946 0958')).toBeInTheDocument();
  });
});
