import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InputField } from '../components/ui/field';
import { ApiError } from './api-client';
import { applyServerFieldErrors, type ServerErrorTarget } from './form-errors';
import { useAppForm } from './use-app-form';

interface Values {
  name: string;
  email: string;
}

let target: ServerErrorTarget<Values> | null = null;

function SignupForm() {
  const {
    register,
    setError,
    getFieldState,
    formState: { errors },
  } = useAppForm<Values>({ defaultValues: { name: '', email: '' } });
  target = { setError, getFieldState };
  // Registered before the name, though shown below it.
  const email = register('email');
  return (
    <form noValidate>
      <InputField label="Name" error={errors.name?.message} {...register('name')} />
      <InputField label="Email" error={errors.email?.message} {...email} />
    </form>
  );
}

const refused = new ApiError('Invalid input', 400, {
  email: ['This email is already registered'],
  name: ['Name is too long'],
});

describe('applyServerFieldErrors', () => {
  it('shows each refused field its message and focuses the topmost, not the first listed', () => {
    render(<SignupForm />);
    let applied = false;
    act(() => {
      applied = applyServerFieldErrors(refused, target!, ['email', 'name']);
    });
    expect(applied).toBe(true);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is too long');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This email is already registered');
  });

  it('leaves the form alone for an error that names no field', () => {
    render(<SignupForm />);
    let applied = true;
    act(() => {
      applied = applyServerFieldErrors(new ApiError('Server error', 500), target!, ['email', 'name']);
    });
    expect(applied).toBe(false);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(document.body).toHaveFocus();
  });
});
