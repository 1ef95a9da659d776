import type { Path, UseFormRegister } from 'react-hook-form';
import { Field, fieldControlClass } from '../../../components/ui/field';
import { RequiredLabel } from '../../../components/ui/required-label';

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
      <Field label={<RequiredLabel>Name</RequiredLabel>} required error={errors.name?.message}>
        {(props) => (
          <input
            type="text"
            {...props}
            {...register('name')}
            autoComplete="name"
            className={fieldControlClass}
          />
        )}
      </Field>
      <Field label={<RequiredLabel>Email</RequiredLabel>} required error={errors.email?.message}>
        {(props) => (
          <input
            {...props}
            {...register('email')}
            type="email"
            autoComplete="email"
            className={fieldControlClass}
          />
        )}
      </Field>
      <Field
        label={phoneRequired ? <RequiredLabel>Phone</RequiredLabel> : 'Phone'}
        required={phoneRequired}
        error={errors.phone?.message}
      >
        {(props) => (
          <input
            {...props}
            {...register('phone')}
            type="tel"
            autoComplete="tel"
            className={fieldControlClass}
          />
        )}
      </Field>
    </>
  );
}
