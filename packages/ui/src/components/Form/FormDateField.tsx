import type { FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from '../DateField';
import type { FormFieldProps } from './FormFieldProps';
import { useFormField } from './useFormField';

/** Props of {@link FormDateField}. */
export interface FormDateFieldProps<TValues extends FieldValues>
  extends
    FormFieldProps<TValues, string | null | undefined>,
    Pick<DateFieldProps, 'autoComplete' | 'invalidDateMessage' | 'disallowFuture' | 'today'> {}

/** A {@link DateField} bound to an ISO date of a react-hook-form form; a missing date shows as empty. */
export function FormDateField<TValues extends FieldValues>(props: FormDateFieldProps<TValues>) {
  const { field, fieldProps } = useFormField(props);
  return (
    <DateField
      {...fieldProps}
      name={field.name}
      inputRef={field.ref}
      autoComplete={props.autoComplete}
      invalidDateMessage={props.invalidDateMessage}
      disallowFuture={props.disallowFuture}
      today={props.today}
      value={field.value ?? ''}
      onChange={field.onChange}
    />
  );
}
