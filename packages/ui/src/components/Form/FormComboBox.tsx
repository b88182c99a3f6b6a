import type { FieldValues } from 'react-hook-form';
import { ComboBox } from '../ComboBox';
import type { SelectOption } from '../Select';
import type { FormFieldProps } from './FormFieldProps';
import { useFormField } from './useFormField';

/** Props of {@link FormComboBox}. */
export interface FormComboBoxProps<TValues extends FieldValues, T extends string> extends FormFieldProps<
  TValues,
  string | null | undefined
> {
  options: readonly SelectOption<T>[];
}

/** A {@link ComboBox} bound to a text value of a react-hook-form form, which holds '' for no choice. */
export function FormComboBox<TValues extends FieldValues, T extends string>(
  props: FormComboBoxProps<TValues, T>,
) {
  const { field, fieldProps } = useFormField(props);
  const value = field.value as T | '' | null | undefined;
  return (
    <ComboBox<T>
      {...fieldProps}
      name={field.name}
      options={props.options}
      value={value === '' ? null : (value ?? null)}
      onChange={(choice) => {
        field.onChange(choice ?? '');
      }}
    />
  );
}
