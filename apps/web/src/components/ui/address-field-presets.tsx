import { InputField } from './field';
import type { PresetProps } from './input-field-presets';

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
