/** The length of a text with a limit, as a field's hint: 'n / max characters', red once over the limit. */
export function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <span className={length > max ? 'font-semibold text-red-700' : undefined}>
      {length.toLocaleString('en-US')} / {max.toLocaleString('en-US')} characters
    </span>
  );
}
