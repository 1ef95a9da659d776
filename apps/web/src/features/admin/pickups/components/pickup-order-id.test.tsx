import type { PickupRow } from '@flame/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PickupOrderId } from './pickup-order-id';

const row = (source: PickupRow['source']) => ({ shortId: 'F886D591', orderNumber: 1014, source }) as PickupRow;

describe("the board's order name", () => {
  it("leads with 'Order 1014', the 8-character code under it", () => {
    const { container } = render(<PickupOrderId row={row('online')} />);
    expect([...container.firstElementChild!.children].map((part) => part.textContent)).toEqual([
      'Order 1014',
      'code #F886D591',
    ]);
  });

  it('says an order the restaurant took is a phone order', () => {
    render(<PickupOrderId row={row('staff')} look="large" />);
    expect(screen.getByText('Order 1014')).toBeInTheDocument();
    expect(screen.getByText('Phone order')).toBeInTheDocument();
  });
});
