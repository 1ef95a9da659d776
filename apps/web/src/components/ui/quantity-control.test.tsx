import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityControl } from './quantity-control';

function Controlled() {
  const [value, setValue] = useState(1);
  return <QuantityControl value={value} onChange={setValue} />;
}

describe('QuantityControl', () => {
  it('never goes below 1 and steps with named buttons', () => {
    render(<Controlled />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(decrease).toBeDisabled();
    fireEvent.click(increase);
    fireEvent.click(increase);
    expect(screen.getByRole('status')).toHaveTextContent('Quantity: 3');
    fireEvent.click(decrease);
    expect(screen.getByRole('status')).toHaveTextContent('Quantity: 2');
    fireEvent.click(decrease);
    expect(decrease).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Quantity: 1');
  });
});
