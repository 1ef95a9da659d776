import type { Order } from '@flame/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderChanges } from './order-changes';

const ZONE = 'America/Chicago';

describe('OrderChanges', () => {
  it('lists each change with who made it, when (restaurant time) and what changed', () => {
    const order = {
      history: [
        {
          at: '2026-11-27T23:05:00.000Z',
          by: 'restaurant',
          lines: ['+1 Garlic Naan', 'Butter Chicken: Mild → Hot', '$2.80 off: we were late'],
        },
      ],
    } as Order;
    render(<OrderChanges order={order} timeZone={ZONE} />);
    expect(screen.getByRole('heading', { name: 'Changes' })).toBeInTheDocument();
    expect(screen.getByText(/Changed by the restaurant/)).toHaveTextContent('Nov 27, 5:05 PM');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
      '$2.80 off: we were late',
    );
    expect(screen.getByText('Butter Chicken: Mild → Hot')).toBeInTheDocument();
  });

  it('shows nothing for an order never changed', () => {
    const { container } = render(
      <OrderChanges order={{ history: [] } as unknown as Order} timeZone={ZONE} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
