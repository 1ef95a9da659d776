import { Children, isValidElement, useId, type ComponentProps, type ReactNode } from 'react';
import { RequiredLabel } from './required-label';

/** The props a field hands to its control: spread them on the input, select or textarea. */
export interface FieldControlProps {
  id: string;
  'aria-labelledby': string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

/** The look of inputs, selects and textareas inside a `Field`, without their width. */
export const controlLook =
  'block rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-xs ' +
  'placeholder:text-stone-500 focus:border-focus focus:outline-2 focus:outline-offset-0 focus:outline-focus ' +
  'disabled:cursor-not-allowed disabled:bg-stone-100 aria-invalid:border-red-700 aria-invalid:outline-red-700 sm:text-sm';

/** The look of inputs, selects and textareas inside a `Field`: as wide as the field. */
export const fieldControlClass = `${controlLook} w-full`;

/**
 * A label, one control and its hint and error text, wired together. A required field carries the star in its
 * label and `required` on its control:
 * `<Field label="Phone" error={errors.phone?.message}>{(props) => <input {...props} {...register('phone')} className={fieldControlClass} />}</Field>`
 */
export interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Says '(optional)' after the label, for an optional field among few on a screen that asks for little. */
  optional?: boolean;
  className?: string;
}

export function Field({
  label,
  error,
  hint,
  required,
  optional,
  className = '',
  children,
}: FieldFrameProps & { children: (props: FieldControlProps) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  // The control is named by the label's text alone, without the star of a required field.
  const labelId = `${id}-label`;
  const labelText = (
    <span id={labelId}>
      {label}
      {optional && (
        <>
          {' '}
          <span className="font-normal text-stone-500">(optional)</span>
        </>
      )}
    </span>
  );
  return (
    <div className={`flex flex-col gap-1.5 ${className}`.trim()}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {required ? <RequiredLabel>{labelText}</RequiredLabel> : labelText}
      </label>
      {children({
        id,
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { required: true } : {}),
      })}
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The common case of `Field`: one `<input>` in the field look. Everything but the field's own props goes to the
 * input, react-hook-form's `register()` included:
 * `<InputField label="Email" required error={errors.email?.message} type="email" {...register('email')} />`
 */
export type InputFieldProps = FieldFrameProps &
  Omit<ComponentProps<'input'>, keyof FieldFrameProps | 'id' | 'children'>;

/** A field's own props, for `Field`, apart from everything else, which goes to its control. */
function splitFieldProps<T extends FieldFrameProps>({
  label,
  error,
  hint,
  required,
  optional,
  className,
  ...control
}: T) {
  return [{ label, error, hint, required, optional, className }, control] as const;
}

export function InputField(props: InputFieldProps) {
  const [frame, input] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(control) => <input type="text" {...control} {...input} className={fieldControlClass} />}
    </Field>
  );
}

/**
 * HTML allows `required` on a select only when its first option is an empty placeholder ('Choose a day'); a
 * required select whose first option is already a choice (the one payment method) says so with aria-required.
 */
function startsWithPlaceholder(options: ReactNode): boolean {
  const first = Children.toArray(options)[0];
  return isValidElement<{ value?: unknown }>(first) && first.props.value === '';
}

/** `Field` with one `<select>`; its `<option>`s are the children. Everything else goes to the select. */
export function SelectField(
  props: FieldFrameProps & Omit<ComponentProps<'select'>, keyof FieldFrameProps | 'id'>,
) {
  const [frame, select] = splitFieldProps(props);
  const ariaRequired = frame.required && !startsWithPlaceholder(select.children);
  return (
    <Field {...frame}>
      {({ required, ...control }) => (
        <select
          {...control}
          {...(ariaRequired ? { 'aria-required': true } : { required })}
          {...select}
          className={fieldControlClass}
        />
      )}
    </Field>
  );
}

/** `Field` with one `<textarea>`, resizable in height. Everything else goes to the textarea. */
export function TextareaField(
  props: FieldFrameProps & Omit<ComponentProps<'textarea'>, keyof FieldFrameProps | 'id' | 'children'>,
) {
  const [frame, textarea] = splitFieldProps(props);
  return (
    <Field {...frame}>
      {(control) => <textarea {...control} {...textarea} className={`${fieldControlClass} resize-y`} />}
    </Field>
  );
}
