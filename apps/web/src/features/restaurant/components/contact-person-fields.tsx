import type { Path, UseFormRegister } from 'react-hook-form';
import { EmailField, PersonNameField, PhoneField } from '../../../components/ui/input-field-presets';

/** The fields both restaurant forms ask first. */
export interface ContactPerson {
  name: string;
  email: string;
  phone?: string;
}

/**
 * Name, email and phone, the first row of the catering and contact forms. `register` and `errors` come from
 * the form's `useForm`, whose values start with these three fields.
 */
export function ContactPersonFields<Values extends ContactPerson>({
  register: registerField,
  errors,
  phoneRequired,
}: {
  register: UseFormRegister<Values>;
  errors: Partial<Record<keyof ContactPerson, { message?: string }>>;
  phoneRequired: boolean;
}) {
  const register = (name: keyof ContactPerson) => registerField(name as Path<Values>);
  return (
    <>
      <PersonNameField required error={errors.name?.message} {...register('name')} />
      <EmailField required error={errors.email?.message} {...register('email')} />
      <PhoneField required={phoneRequired} error={errors.phone?.message} {...register('phone')} />
    </>
  );
}
