import type { OptionGroup } from '@flame/shared';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DishOptionGroups } from './dish-option-groups';

const choice = (id: string, name: string, priceDelta = 0, isAvailable = true) => ({
  _id: id,
  name,
  priceDelta,
  isAvailable,
});
const groups: OptionGroup[] = [
  {
    _id: 'size',
    name: 'Size',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    choices: [choice('half', 'Half'), choice('full', 'Full', 6)],
  },
  {
    _id: 'sauce',
    name: 'Sauce',
    required: false,
    minChoices: 0,
    maxChoices: 1,
    choices: [choice('mint', 'Mint'), choice('tamarind', 'Tamarind')],
  },
  {
    _id: 'extras',
    name: 'Add-ons',
    required: false,
    minChoices: 0,
    maxChoices: 2,
    choices: [
      choice('naan', 'Extra naan', 3.5),
      choice('raita', 'Raita', 3),
      choice('paneer', 'Extra paneer', 4),
      choice('papad', 'Papad', 1, false),
    ],
  },
];

function Controlled() {
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <>
      <DishOptionGroups groups={groups} chosenIds={chosen} onChange={setChosen} />
      <output>{chosen.join(',')}</output>
    </>
  );
}

describe('DishOptionGroups', () => {
  it('shows each option at its own price, as the cart and the order show it (a deal shows on the line)', () => {
    render(<Controlled />);
    const size = screen.getByRole('group', { name: /^Size ?\(required\)$/ });
    expect(within(size).getByText('+$6.00')).toBeVisible();
    const extras = screen.getByRole('group', { name: 'Add-ons' });
    expect(within(extras).getByText('+$3.50')).toBeVisible();
    expect(within(extras).getByText('+$3.00')).toBeVisible();
    // An option that adds nothing shows no price.
    expect(within(size).getByRole('radio', { name: 'Half' })).toHaveAccessibleName('Half');
  });

  it('offers a single choice as radio buttons, with None when it is optional, and marks the required group', () => {
    render(<Controlled />);
    const size = screen.getByRole('group', { name: /^Size ?\(required\)$/ });
    expect(
      within(size)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('required')),
    ).toEqual(['', '']);
    expect(within(size).getByText('+$6.00')).toBeVisible();
    const sauce = screen.getByRole('group', { name: 'Sauce' });
    expect(within(sauce).getByRole('radio', { name: 'None' })).toBeChecked();

    fireEvent.click(within(size).getByRole('radio', { name: /Full/ }));
    fireEvent.click(within(sauce).getByRole('radio', { name: 'Mint' }));
    fireEvent.click(within(size).getByRole('radio', { name: 'Half' }));
    expect(screen.getByRole('status')).toHaveTextContent('mint,half');
    fireEvent.click(within(sauce).getByRole('radio', { name: 'None' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^half$/);
  });

  it('disables the other checkboxes at the maximum, and an option not available now with its reason', () => {
    render(<Controlled />);
    const extras = screen.getByRole('group', { name: 'Add-ons' });
    const papad = within(extras).getByRole('checkbox', { name: /Papad/ });
    expect(papad).toBeDisabled();
    expect(papad).toHaveAccessibleDescription('Not available right now');

    fireEvent.click(within(extras).getByRole('checkbox', { name: /Extra naan/ }));
    fireEvent.click(within(extras).getByRole('checkbox', { name: /Raita/ }));
    expect(within(extras).getByRole('checkbox', { name: /Extra paneer/ })).toBeDisabled();
    fireEvent.click(within(extras).getByRole('checkbox', { name: /Raita/ }));
    expect(within(extras).getByRole('checkbox', { name: /Extra paneer/ })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent(/^naan$/);
  });
});
