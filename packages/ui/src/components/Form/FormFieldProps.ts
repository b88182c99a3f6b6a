import type { ReactNode } from 'react';
import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';

/**
 * The props every form-bound field shares: the form's `control`, the `name` of a value of type `TValue`, a
 * visible label and the field's states. The field shows the form's error for `name` (its resolver's message,
 * put into the language in force when it is a catalogue text) once the form's mode says so, typically after the
 * field is left or the form submitted; leaving the field marks it touched.
 */
export interface FormFieldProps<TValues extends FieldValues, TValue> {
  /** The form's `control`, from `useForm`. */
  control: Control<TValues>;
  /** The path of the field's value in the form's values; only paths whose value the field can hold type-check. */
  name: FieldPathByValue<TValues, TValue>;
  label: ReactNode;
  /** Help under the field, read after its name. */
  description?: ReactNode;
  isRequired?: boolean;
  isReadOnly?: boolean;
  isDisabled?: boolean;
}
