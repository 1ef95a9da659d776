import type { ReactNode } from 'react';
import { InputField, type InputFieldProps } from './field';

type PresetProps = Omit<InputFieldProps, 'label' | 'type'> & { label?: ReactNode };

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

/** The password the person has now: labelled 'Password' unless told otherwise, hidden, with its autofill. */
export function CurrentPasswordField({ label = 'Password', ...props }: PresetProps) {
  return <InputField label={label} type="password" autoComplete="current-password" {...props} />;
}

/** A password being chosen: labelled 'New password' unless told otherwise, hidden, offered a generated one. */
export function NewPasswordField({ label = 'New password', ...props }: PresetProps) {
  return <InputField label={label} type="password" autoComplete="new-password" {...props} />;
}

/** The street line of an address, with its autofill. */
export function StreetField({ label = 'Street', ...props }: PresetProps) {
  return <InputField label={label} autoComplete="address-line1" {...props} />;
}

/** The city of an address, with its autofill. */
export function CityField({ label = 'City', ...props }: PresetProps) {
  return <InputField label={label} autoComplete="address-level2" {...props} />;
}

/** The state of an address, with its autofill. */
export function StateField({ label = 'State', ...props }: PresetProps) {
  return <InputField label={label} autoComplete="address-level1" {...props} />;
}

/** The ZIP code of an address, with the number keyboard and its autofill. */
export function ZipCodeField({ label = 'ZIP code', ...props }: PresetProps) {
  return <InputField label={label} inputMode="numeric" autoComplete="postal-code" {...props} />;
}
