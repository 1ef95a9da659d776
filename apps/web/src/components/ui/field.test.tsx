import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useAppForm } from '../../lib/use-app-form';
import { describe, expect, it } from 'vitest';
import { CharacterCount } from './character-count';
import { CheckboxField } from './checkbox-field';
import { InputField, SelectField, TextareaField } from './field';
import { UnitNumberField } from './unit-field';

function EmailForm({ onValid }: { onValid: (values: { email: string }) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<{ email: string }>({ defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <InputField
        label="Email"
        required
        hint="We never share it."
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...register('email', { required: 'Email is required' })}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('InputField', () => {
  it('labels its input, hands it the input props and reads through react-hook-form', async () => {
    const sent: { email: string }[] = [];
    render(<EmailForm onValid={(values) => sent.push(values)} />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('We never share it.');
    expect(input).not.toHaveAttribute('aria-invalid');

    fireEvent.change(input, { target: { value: 'asha@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ email: 'asha@example.test' }]));
  });

  it('shows the error under the input and ties it to the input', async () => {
    render(<EmailForm onValid={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const input = screen.getByLabelText('Email');
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription('We never share it. Email is required');
    expect(screen.getByText('Email is required')).toBeVisible();
  });

  it("marks a required field with a star in its label, left out of the field's name", () => {
    render(<EmailForm onValid={() => undefined} />);
    const star = screen.getByText('*');
    expect(star).toHaveAttribute('aria-hidden', 'true');
    expect(star.closest('label')).toHaveTextContent(/^Email\*$/);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
  });

  it('shows no star on an optional field', () => {
    render(<InputField label="Nickname" />);
    expect(screen.getByRole('textbox', { name: 'Nickname' })).not.toBeRequired();
    expect(screen.queryByText('*')).toBeNull();
  });

  it("says '(optional)' after the label of an optional field, as part of its name", () => {
    render(<InputField label="Nickname" optional />);
    const input = screen.getByRole('textbox', { name: 'Nickname (optional)' });
    expect(input).not.toBeRequired();
  });

  it('puts the unit after the input, outside its name', () => {
    render(<UnitNumberField label="Reminder" unit="hours before" />);
    const input = screen.getByRole('spinbutton', { name: 'Reminder' });
    expect(input.parentElement).toHaveTextContent('hours before');
  });
});

describe('TextareaField', () => {
  it('counts the characters of a text with a limit in its hint, red once over', () => {
    const { rerender } = render(
      <TextareaField label="Story" hint={<CharacterCount length={1200} max={5000} />} />,
    );
    const story = screen.getByRole('textbox', { name: 'Story' });
    expect(story).toHaveAccessibleDescription('1,200 / 5,000 characters');
    expect(screen.getByText('1,200 / 5,000 characters')).not.toHaveClass('text-red-700');
    rerender(<TextareaField label="Story" hint={<CharacterCount length={5001} max={5000} />} />);
    expect(screen.getByText('5,001 / 5,000 characters')).toHaveClass('text-red-700');
  });
});

describe('SelectField', () => {
  it('marks a required select with a placeholder first option `required`', () => {
    render(
      <SelectField label="Pickup day" required defaultValue="">
        <option value="">Choose a day</option>
        <option value="2026-11-27">Friday, November 27</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Pickup day' });
    expect(select).toHaveAttribute('required');
    expect(select).not.toHaveAttribute('aria-required');
  });

  it('marks a required select whose first option is a choice with aria-required, which HTML allows', () => {
    render(
      <SelectField label="Payment Method" required>
        <option value="cash">Pay at Restaurant</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Payment Method' });
    expect(select).not.toHaveAttribute('required');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(select).toBeRequired();
    expect(screen.getByText('*').closest('label')).toHaveTextContent(/^Payment Method\*$/);
  });
});

function ConsentForm({ onValid }: { onValid: (values: { agreed: boolean }) => void }) {
  const { register, handleSubmit } = useAppForm<{ agreed: boolean }>({ defaultValues: { agreed: false } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <CheckboxField label="Email me offers" hint="Stop any time." {...register('agreed')} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('CheckboxField', () => {
  it('starts as the form says, is ticked by its label, described by its hint, and read by react-hook-form', async () => {
    const sent: { agreed: boolean }[] = [];
    render(<ConsentForm onValid={(values) => sent.push(values)} />);
    const box = screen.getByRole('checkbox', { name: 'Email me offers' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Stop any time.');
    fireEvent.click(screen.getByText('Email me offers'));
    expect(box).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual([{ agreed: true }]));
  });
});
