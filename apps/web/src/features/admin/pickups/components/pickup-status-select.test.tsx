import type { PickupRow } from '@flame/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PickupStatusSelect } from './pickup-status-select';

const row: PickupRow = {
  _id: 'order-1',
  shortId: 'AB12CD34',
  orderNumber: 7,
  source: 'online',
  customerName: 'Sam Rivera',
  phone: '+1 (512) 555-0193',
  itemCount: 1,
  items: [{ name: 'Chicken Momo', quantity: 1, options: [], specialInstructions: null }],
  total: 12,
  status: 'pending',
  createdAt: '2026-11-27T10:00:00.000Z',
  pickupTime: '2026-11-27T11:00:00.000Z',
  cancelledBy: null,
  cancellationReason: null,
  outsideHours: null,
};

describe('PickupStatusSelect', () => {
  it('while its change is saved says it is unavailable, ignores choices, and stays focusable', () => {
    const onChange = vi.fn();
    render(<PickupStatusSelect row={row} busy onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status of order 7' });
    expect(select).toHaveAttribute('aria-disabled', 'true');
    expect(select).not.toHaveAttribute('disabled');
    select.focus();
    fireEvent.change(select, { target: { value: 'confirmed' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(select).toHaveFocus();
  });
});
