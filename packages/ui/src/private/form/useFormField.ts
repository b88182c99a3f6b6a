import { useController, type FieldValues } from 'react-hook-form';
import type { FormFieldProps } from './FormFieldProps';

/**
 * The controller of a form-bound field, and the props every field component takes from it and from the
 * form-bound props: label, help, states, the error to show and the blur that marks the field touched.
 */
export function useFormField<TValues extends FieldValues, TValue>({
  control,
  name,
  label,
  description,
  isRequired,
  isReadOnly,
  isDisabled,
}: FormFieldProps<TValues, TValue>) {
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    fieldProps: {
      label,
      description,
      errorMessage: fieldState.error?.message,
      onBlur: field.onBlur,
      isRequired,
      isReadOnly,
      isDisabled,
    },
  };
}
