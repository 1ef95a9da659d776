import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RangePicker } from './range-picker';

describe('RangePicker', () => {
  it('shows the custom dates’ problem under the field at fault, and sends the dates once they are right', async () => {
    const onChange = vi.fn();
    render(<RangePicker choice={{ preset: 'last-week' }} today="2026-11-25" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');

    fireEvent.change(to, { target: { value: '2026-11-01' } });
    fireEvent.change(from, { target: { value: '2026-11-10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date must be on or after the start date')).toBeVisible();
    await waitFor(() => expect(to).toHaveFocus());
    expect(onChange).not.toHaveBeenCalled();

    fireEvent.change(to, { target: { value: '2026-11-12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith({ preset: 'custom', from: '2026-11-10', to: '2026-11-12' }),
    );
  });
});
