import type { FieldValues } from 'react-hook-form';
import { Select, type SelectOption } from '../Select';
import type { FormFieldProps } from './FormFieldProps';
import { useFormField } from './useFormField';

/** Props of {@link FormSelect}. */
export interface FormSelectProps<TValues extends FieldValues, T extends string> extends FormFieldProps<
  TValues,
  T | null | undefined
> {
  options: readonly SelectOption<T>[];
  /** The option that stands for no value, such as 'None': shown while the form holds none, emitted as `null`. */
  emptyValue?: T;
  /** Called with the value the form now holds, such as to set another field from it. */
  onChange?: (value: T | null) => void;
}

/** A {@link Select} bound to a value of a react-hook-form form; the form holds `null` for no choice. */
export function FormSelect<TValues extends FieldValues, T extends string>(
  props: FormSelectProps<TValues, T>,
) {
  const { options, emptyValue, onChange } = props;
  const { field, fieldProps } = useFormField(props);
  return (
    <Select<T>
      {...fieldProps}
      name={field.name}
      options={options}
      value={field.value ?? emptyValue ?? null}
      onChange={(choice) => {
        const value = choice === emptyValue ? null : choice;
        field.onChange(value);
        onChange?.(value);
      }}
    />
  );
}
