import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { UseFormRegister } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { InputField } from '../components/ui/field';
import { useAppForm } from './use-app-form';

interface Values {
  name: string;
  guests: { count: string };
  eventDate: string;
}

const required = 'Required';

/** Registers in its own render, so after the fields its parent registers first. */
function NameField({ register, error }: { register: UseFormRegister<Values>; error?: string }) {
  return <InputField label="Name" error={error} {...register('name', { required })} />;
}

function EventForm({ onInvalid }: { onInvalid?: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useAppForm<Values>({ defaultValues: { name: '', guests: { count: '' }, eventDate: '' } });
  // Registered before NameField renders, though shown below it.
  const eventDate = register('eventDate', { required });
  const guests = register('guests.count', { required });
  return (
    <form noValidate onSubmit={handleSubmit(() => undefined, onInvalid)}>
      <NameField register={register} error={errors.name?.message} />
      <InputField label="Guests" error={errors.guests?.count?.message} {...guests} />
      <InputField label="Event Date" error={errors.eventDate?.message} {...eventDate} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('useAppForm', () => {
  it('focuses the topmost invalid field on a failed submit, not the first registered', async () => {
    render(<EventForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
  });

  it('goes on to the next field down once the top one is fixed, nested fields included', async () => {
    render(<EventForm />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Asha' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Guests')).toHaveFocus());
  });

  it("runs the form's own onInvalid before focusing", async () => {
    let calls = 0;
    render(<EventForm onInvalid={() => void calls++} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(calls).toBe(1);
  });
});
