import { useState } from 'react';
import { TextareaField } from '../../../../components/ui/field';

/** 'Paneer, Yogurt\nLemon' → ['Paneer', 'Yogurt', 'Lemon']: split on commas and lines, blanks dropped. */
export function splitIngredients(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** The dish's ingredients typed as text, separated by commas; the form holds them as a list. */
export function IngredientsField({
  value,
  onChange,
  error,
}: {
  value: readonly string[];
  onChange: (ingredients: string[]) => void;
  error?: string;
}) {
  const [text, setText] = useState(() => value.join(', '));
  return (
    <TextareaField
      label="Ingredients"
      hint="Separate them with commas, for example: Paneer, Yogurt, Lemon"
      error={error}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(splitIngredients(event.target.value));
      }}
      rows={2}
    />
  );
}
