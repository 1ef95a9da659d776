import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpiceLevel } from './spice-level';

describe('SpiceLevel', () => {
  // A flame is 1rem wide and the flames touch: level n fills n rem of the 5rem row.
  it.each([
    [1, 'Spice level 1 of 5', '1rem'],
    [3, 'Spice level 3 of 5', '3rem'],
    [5, 'Spice level 5 of 5', '5rem'],
    [2.6, 'Spice level 3 of 5', '3rem'],
    [9, 'Spice level 5 of 5', '5rem'],
  ])('shows level %s as one named image with that many flames filled', (level, label, width) => {
    render(<SpiceLevel level={level} />);
    const image = screen.getByRole('img', { name: label });
    expect(image).toHaveAttribute('title', label);
    expect(image.querySelectorAll('*')).toHaveLength(2);
    const track = image.firstElementChild as HTMLElement;
    expect(track).toHaveStyle({ width: '5rem', height: '1rem', backgroundSize: '1rem 1rem' });
    expect((track.firstElementChild as HTMLElement).style.width).toBe(width);
  });

  it('shows nothing for a mild dish, or the words when asked', () => {
    const { container, rerender } = render(<SpiceLevel level={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<SpiceLevel level={0} showMild />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container).toHaveTextContent(/^Not spicy$/);
  });
});
