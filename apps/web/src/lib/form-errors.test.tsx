import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InputField } from '../components/ui/field';
import { ApiError } from './api-client';
import { applyServerFieldErrors } from './form-errors';
import { useAppForm } from './use-app-form';

interface Values {
  name: string;
  email: string;
}

/** A form whose 'Send' is answered by `answer`; `onApplied` hears whether any field got an error. */
function SignupForm({ answer, onApplied }: { answer: unknown; onApplied: (applied: boolean) => void }) {
  const {
    register,
    setError,
    getFieldState,
    formState: { errors },
  } = useAppForm<Values>({ defaultValues: { name: '', email: '' } });
  // Registered before the name, though shown below it.
  const email = register('email');
  return (
    <form noValidate>
      <InputField label="Name" error={errors.name?.message} {...register('name')} />
      <InputField label="Email" error={errors.email?.message} {...email} />
      <button
        type="button"
        onClick={() =>
          onApplied(applyServerFieldErrors(answer, { setError, getFieldState }, ['email', 'name']))
        }
      >
        Send
      </button>
    </form>
  );
}

const refused = new ApiError('Invalid input', 400, {
  email: ['This email is already registered'],
  name: ['Name is too long'],
});

describe('applyServerFieldErrors', () => {
  it('shows each refused field its message and focuses the topmost, not the first listed', () => {
    const applied: boolean[] = [];
    render(<SignupForm answer={refused} onApplied={(value) => applied.push(value)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(applied).toEqual([true]);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is too long');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already registered');
  });

  it('leaves the form alone for an error that names no field', () => {
    const applied: boolean[] = [];
    render(
      <SignupForm answer={new ApiError('Server error', 500)} onApplied={(value) => applied.push(value)} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(applied).toEqual([false]);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).not.toHaveFocus();
  });
});
