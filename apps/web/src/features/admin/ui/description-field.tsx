import type { ComponentProps } from 'react';
import { TextareaField } from '../../../components/ui/field';

/**
 * The description of what the owner edits (the restaurant, a dish, a table): a textarea labelled 'Description',
 * across both columns of a two-column form.
 */
export function DescriptionField(props: Omit<ComponentProps<typeof TextareaField>, 'label'>) {
  return <TextareaField label="Description" className="sm:col-span-2" {...props} />;
}
