import type { Order } from '@flame/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartProvider } from '../../../lib/cart/cart-context';
import { renderWithApp } from '../../../test/render-with-app';
import { OrderList } from './order-list';

const order = (id: string, orderNumber: number) =>
  ({
    _id: id,
    orderNumber,
    status: 'pending',
    items: [],
    total: 12.5,
    paymentMethod: 'pay at restaurant',
    createdAt: '2026-11-27T18:00:00.000Z',
    pickupTime: '2026-11-28T01:00:00.000Z',
    estimatedDeliveryTime: null,
    statusHistory: [],
    history: [],
  }) as unknown as Order;

const ORDERS = [order('6650aa0000000000f886d591', 1014), order('6650aa0000000000aa00c0de', 1015)];

function showList() {
  renderWithApp(null, {
    routes: [
      {
        path: '/',
        element: (
          <CartProvider>
            <OrderList orders={ORDERS} timeZone="America/Chicago" />
          </CartProvider>
        ),
      },
    ],
  });
  return screen.getByRole('searchbox', { name: 'Search your orders by number or code' });
}

const cardNames = () =>
  within(screen.queryByRole('list') ?? document.createElement('ul'))
    .queryAllByRole('article')
    .map((card) => within(card).getByText(/^Order \d+$/).textContent);

describe('the order list', () => {
  it('leads each card with the order number, its code after it', () => {
    showList();
    const [first] = screen.getAllByRole('article');
    expect(within(first!).getByText('Order 1014')).toBeInTheDocument();
    expect(within(first!).getByText('code #86D591')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'View order 1014' })).toHaveAttribute(
      'href',
      '/order/6650aa0000000000f886d591',
    );
  });

  it('finds an order by its number, with or without #, and still by its code', () => {
    const search = showList();
    expect(cardNames()).toEqual(['Order 1014', 'Order 1015']);
    for (const query of ['1014', '#1014', '86d591']) {
      fireEvent.change(search, { target: { value: query } });
      expect(cardNames(), query).toEqual(['Order 1014']);
    }
    fireEvent.change(search, { target: { value: '#1015' } });
    expect(cardNames()).toEqual(['Order 1015']);
  });

  it('says when no order matches, and shows them all again', () => {
    const search = showList();
    fireEvent.change(search, { target: { value: '2001' } });
    expect(screen.getByRole('status')).toHaveTextContent('No order has the number or code “2001”.');
    expect(cardNames()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Show all orders' }));
    expect(search).toHaveValue('');
    expect(cardNames()).toEqual(['Order 1014', 'Order 1015']);
  });
});
