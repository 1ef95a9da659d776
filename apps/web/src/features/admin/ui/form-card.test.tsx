import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormCard } from './form-card';

function Card({ saving, dirty }: { saving: boolean; dirty: boolean }) {
  return (
    <FormCard
      title="Restaurant details"
      onSubmit={(event) => event.preventDefault()}
      saving={saving}
      dirty={dirty}
    >
      <input aria-label="Name" />
    </FormCard>
  );
}

describe('FormCard', () => {
  it('keeps Save unavailable but focusable while saving, disabled when nothing changed', () => {
    const { rerender } = render(<Card saving={false} dirty={false} />);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    rerender(<Card saving={false} dirty />);
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeEnabled();
    save.focus();
    rerender(<Card saving dirty />);
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).not.toHaveAttribute('disabled');
    expect(busy).toHaveFocus();
  });

  it('once saved, moves the focus from Save to "All changes saved."', () => {
    const { rerender } = render(<Card saving={false} dirty />);
    screen.getByRole('button', { name: 'Save Changes' }).focus();
    rerender(<Card saving dirty />);
    // The saving flag may end before the form is reset to the saved values.
    rerender(<Card saving={false} dirty />);
    rerender(<Card saving={false} dirty={false} />);
    expect(screen.getByText('All changes saved.')).toHaveFocus();
  });
});
