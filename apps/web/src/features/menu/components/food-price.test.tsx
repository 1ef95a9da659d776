import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FoodPrice } from './food-price';

describe('FoodPrice', () => {
  it('shows the plain price without a discount', () => {
    const { container } = render(<FoodPrice food={{ price: 12.5, discountedPrice: 12.5, discount: 0 }} />);
    expect(container).toHaveTextContent('$12.50');
    expect(container.querySelector('s')).toBeNull();
  });

  it('strikes the original through before the discounted price', () => {
    const { container } = render(<FoodPrice food={{ price: 12.95, discountedPrice: 11.01, discount: 15 }} />);
    expect(container.querySelector('s')).toHaveTextContent('$12.95');
    expect(container).toHaveTextContent('Was $12.95, now $11.01');
  });

  it("shows 'Free' for a 100% discount", () => {
    const { container } = render(<FoodPrice food={{ price: 4, discountedPrice: 0, discount: 100 }} />);
    expect(container).toHaveTextContent('Was $4.00, now Free');
  });
});
