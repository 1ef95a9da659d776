import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoreActions } from './more-actions';

function renderMenu() {
  render(
    <MoreActions label="More actions for order 1042">
      <button type="button" onClick={vi.fn()}>
        Cancel order
      </button>
      <a href="#ticket">Open ticket</a>
    </MoreActions>,
  );
  return screen.getByRole('button', { name: 'More actions for order 1042' });
}

describe('MoreActions', () => {
  it('opens and closes its panel, saying so', () => {
    const toggle = renderMenu();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    fireEvent.click(toggle);
    expect(screen.queryByRole('link', { name: 'Open ticket' })).toBeNull();
  });

  it('closes on Escape from inside and gives the focus back to its button', () => {
    const toggle = renderMenu();
    fireEvent.click(toggle);
    const link = screen.getByRole('link', { name: 'Open ticket' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes after an action, so a dialog the action opens finds the focus on its button', () => {
    let focusedWhenOpened: Element | null = null;
    function Dialog() {
      useEffect(() => {
        focusedWhenOpened = document.activeElement;
      }, []);
      return <p>Asked</p>;
    }
    function Card() {
      const [asking, setAsking] = useState(false);
      return (
        <>
          <MoreActions label="More actions for order 1042">
            <button type="button" onClick={() => setAsking(true)}>
              Cancel order
            </button>
          </MoreActions>
          {asking && <Dialog />}
        </>
      );
    }
    render(<Card />);
    const toggle = screen.getByRole('button', { name: 'More actions for order 1042' });
    fireEvent.click(toggle);
    const cancel = screen.getByRole('button', { name: 'Cancel order' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(screen.getByText('Asked')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(focusedWhenOpened).toBe(toggle);
  });
});
