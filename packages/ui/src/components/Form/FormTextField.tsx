import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../TextField';
import type { FormFieldProps } from './FormFieldProps';
import { useFormField } from './useFormField';

/** Props of {@link FormTextField}. */
export interface FormTextFieldProps<TValues extends FieldValues>
  extends
    FormFieldProps<TValues, string | null | undefined>,
    Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'> {}

/** A {@link TextField} bound to a text value of a react-hook-form form; a missing value shows as empty. */
export function FormTextField<TValues extends FieldValues>(props: FormTextFieldProps<TValues>) {
  const { field, fieldProps } = useFormField(props);
  return (
    <TextField
      {...fieldProps}
      name={field.name}
      inputRef={field.ref}
      type={props.type}
      inputMode={props.inputMode}
      autoComplete={props.autoComplete}
      maxLength={props.maxLength}
      value={field.value ?? ''}
      onChange={field.onChange}
    />
  );
}
