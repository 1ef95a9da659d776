import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { focusFirstError } from './focus-first-error';

/**
 * react-hook-form's `useForm` for every form of the app. One difference: a failed submit focuses the invalid
 * field that comes first on the page (after the form's own `onInvalid`), where react-hook-form would focus the
 * first one registered, which depends on which component called `register` first.
 */
export function useAppForm<
  TFieldValues extends FieldValues = FieldValues,
  TContext = unknown,
  TTransformedValues = TFieldValues,
>(
  props: UseFormProps<TFieldValues, TContext, TTransformedValues> = {},
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useForm<TFieldValues, TContext, TTransformedValues>({ ...props, shouldFocusError: false });
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) =>
    form.handleSubmit(onValid, async (errors, event) => {
      await onInvalid?.(errors, event);
      const target = event?.target;
      focusFirstError(errors, target instanceof HTMLFormElement ? target : document);
    });
  return { ...form, handleSubmit };
}
