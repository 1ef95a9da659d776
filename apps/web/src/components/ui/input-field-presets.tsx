import type { ReactNode } from 'react';
import { InputField, type InputFieldProps } from './field';

export type PresetProps = Omit<InputFieldProps, 'label' | 'type'> & { label?: ReactNode };

/** A person's full name: labelled 'Name' unless told otherwise, with name autofill. */
export function PersonNameField({ label = 'Name', ...props }: PresetProps) {
  return <InputField label={label} autoComplete="name" {...props} />;
}

/** An email address: labelled 'Email' unless told otherwise, with the email keyboard and autofill. */
export function EmailField({ label = 'Email', ...props }: PresetProps) {
  return <InputField label={label} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A phone number: labelled 'Phone' unless told otherwise, with the phone keyboard and autofill. */
export function PhoneField({ label = 'Phone', ...props }: PresetProps) {
  return <InputField label={label} type="tel" autoComplete="tel" {...props} />;
}

/** A count or other whole number, with the number keyboard; `min`/`max` as the rule allows. */
export function WholeNumberField(props: Omit<InputFieldProps, 'type'>) {
  return <InputField type="number" inputMode="numeric" step={1} {...props} />;
}
