import { InputField } from './field';
import type { PresetProps } from './input-field-presets';

/** The password the person has now: labelled 'Password' unless told otherwise, hidden, with its autofill. */
export function CurrentPasswordField({ label = 'Password', ...props }: PresetProps) {
  return <InputField label={label} type="password" autoComplete="current-password" {...props} />;
}

/** A password being chosen: labelled 'New password' unless told otherwise, hidden, offered a generated one. */
export function NewPasswordField({ label = 'New password', ...props }: PresetProps) {
  return <InputField label={label} type="password" autoComplete="new-password" {...props} />;
}
