import type { FieldErrors, FieldValues } from 'react-hook-form';

interface ErrorAt {
  path: string;
  ref: unknown;
}

/** Every field error of a (nested) react-hook-form errors object, with its path and its control when known. */
function errorsIn(errors: object, prefix = ''): ErrorAt[] {
  return Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
    if (value === null || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    if ('type' in value && typeof value.type === 'string')
      return [{ path, ref: 'ref' in value ? value.ref : null }];
    return errorsIn(value, path);
  });
}

/** The focusable control of an error: its registered element, else the first control named like the field. */
function controlOf({ path, ref }: ErrorAt, within: ParentNode): HTMLElement | null {
  if (ref instanceof HTMLElement && ref.isConnected) return ref;
  const named = Array.from(within.querySelectorAll<HTMLElement>('[name]'));
  return (
    named.find((element) => element.getAttribute('name') === path && !element.matches(':disabled')) ?? null
  );
}

const precedes = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

/**
 * Focuses the invalid field that comes first on the page, whatever order the fields were registered in, so a
 * failed submit lands on the topmost field to fix. `within` narrows the lookup of controls found by name.
 */
export function focusFirstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  within: ParentNode = document,
) {
  const controls = errorsIn(errors)
    .map((error) => controlOf(error, within))
    .filter((control) => control !== null);
  const first = controls.reduce<HTMLElement | null>(
    (top, control) => (top && precedes(top, control) ? top : control),
    null,
  );
  first?.focus();
}
