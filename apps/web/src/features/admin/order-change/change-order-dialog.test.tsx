import type { Food, Order, PickupRow } from '@flame/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, renderWithApp } from '../../../test/render-with-app';
import { ChangeOrderDialog } from './change-order-dialog';

const naan = {
  _id: 'naan',
  name: 'Garlic Naan',
  price: 3.5,
  discount: 0,
  discountedPrice: 3.5,
  isAvailable: true,
  soldOutUntil: null,
  optionGroups: [],
} as unknown as Food;

/** A phone order taken without an email: a change reaches the customer by a call. */
const ORDER = {
  _id: 'o1',
  orderNumber: 42,
  status: 'pending',
  phone: '5125550177',
  total: 7,
  version: 3,
  adjustment: null,
  source: 'staff',
  changesEmailed: false,
  items: [
    {
      _id: 'i1',
      food: { _id: 'naan', name: 'Garlic Naan', price: 3.5, image: null },
      originalPrice: 3.5,
      discount: 0,
      lineTotal: 7,
      quantity: 2,
      options: [],
      specialInstructions: null,
    },
  ],
} as unknown as Order;

function reviewChange(order: Order) {
  renderWithApp(<ChangeOrderDialog row={{ _id: 'o1', orderNumber: 42 } as PickupRow} onClose={() => {}} />, {
    answer: (url) => {
      if (url.endsWith('/api/orders/o1')) return jsonAnswer(200, { success: true, data: order });
      if (url.endsWith('/api/admin/food')) return jsonAnswer(200, { success: true, data: [naan] });
      return jsonAnswer(404, { success: false, message: 'Not found' });
    },
  });
}

describe('ChangeOrderDialog', () => {
  it('names the phone to call about a change the customer is not emailed, the one way the owner reads it', async () => {
    reviewChange(ORDER);
    const dialog = await screen.findByRole('dialog', { name: 'Change order 42' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Review change' }));
    const call = within(dialog).getByRole('link', { name: '(512) 555-0177' });
    expect(call).toHaveAttribute('href', 'tel:+15125550177');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'No email on this order: call the customer at (512) 555-0177 to tell them.',
    );
  });
});
