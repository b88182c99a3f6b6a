import type { ReactNode } from 'react';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';

/**
 * The props every form-bound field shares: the form's `control`, the `name` of a value of type `TValue`, a
 * visible label and the field's states.
 */
export interface FormFieldProps<TValues extends FieldValues, TValue> {
  control: Control<TValues>;
  name: FieldPathByValue<TValues, TValue>;
  label: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
}
