import type { ReactNode } from 'react';
import { controlLook, Field, type InputFieldProps } from './field';

/**
 * A whole number read with its unit ('5 hours before'): `InputField`'s frame, a short number input and the unit
 * after it. Everything but the field's own props goes to the input.
 */
export function UnitNumberField({ unit, ...props }: Omit<InputFieldProps, 'type'> & { unit: ReactNode }) {
  const { label, error, hint, required, optional, className, ...input } = props;
  return (
    <Field {...{ label, error, hint, required, optional, className }}>
      {(props) => (
        <div className="flex items-center gap-2">
          <input
            type="number"
            inputMode="numeric"
            step={1}
            {...props}
            {...input}
            className={`${controlLook} w-24`}
          />
          <span className="text-sm text-stone-700">{unit}</span>
        </div>
      )}
    </Field>
  );
}
