import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

describe('Switch', () => {
  it('while busy says it is unavailable, ignores presses, and stays focusable (a disabled one drops the focus)', () => {
    const onChange = vi.fn();
    render(<Switch label="Email each new order" checked busy onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Email each new order' });
    expect(control).toHaveAttribute('aria-disabled', 'true');
    expect(control).not.toBeDisabled();
    control.focus();
    fireEvent.click(control);
    expect(onChange).not.toHaveBeenCalled();
    expect(control).toHaveFocus();
  });
});
