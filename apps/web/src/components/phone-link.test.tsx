import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneLink } from './phone-link';

describe('PhoneLink', () => {
  it('writes a US number one way, whatever was typed, and calls it with its country code', () => {
    for (const typed of ['5125550177', '512-555-0177', '+1 512 555 0177', '512.555.0177']) {
      const { unmount } = render(<PhoneLink phone={typed} />);
      const link = screen.getByRole('link', { name: '(512) 555-0177' });
      expect(link).toHaveAttribute('href', 'tel:+15125550177');
      expect(link).toHaveClass('text-brand-700', 'hover:underline', 'whitespace-nowrap');
      unmount();
    }
  });

  it('leaves a number from another country as typed', () => {
    render(<PhoneLink phone="+44 20 7946 0958" />);
    expect(screen.getByRole('link', { name: '+44 20 7946 0958' })).toHaveAttribute(
      'href',
      'tel:+442079460958',
    );
  });

  it('adds its classes to the look, and its children after the number inside the link', () => {
    render(
      <PhoneLink phone="5125550177" className="font-medium">
        <span className="sr-only"> (call about order 42)</span>
      </PhoneLink>,
    );
    const link = screen.getByRole('link', { name: /^\(512\) 555-0177 ?\(call about order 42\)$/ });
    expect(link).toHaveClass('font-medium', 'text-brand-700');
  });
});
