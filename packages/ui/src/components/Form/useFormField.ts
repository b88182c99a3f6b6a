import { useController, type FieldValues } from 'react-hook-form';
import { useCatalogueText } from '../LocaleProvider';
import type { FormFieldProps } from './FormFieldProps';

/**
 * The controller of a form-bound field, and the props every field component takes from it and from the
 * form-bound props: label, help, states, the error to show (a domain schema's, in the language in force) and the
 * blur that marks the field touched. `fieldState` has the error as the schema gave it, in English.
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
  const inLanguage = useCatalogueText();
  return {
    field,
    fieldState,
    fieldProps: {
      label,
      description,
      errorMessage: inLanguage(fieldState.error?.message),
      onBlur: field.onBlur,
      isRequired,
      isReadOnly,
      isDisabled,
    },
  };
}
