import type { FieldValues } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps, type RadioValue } from '../RadioGroup';
import type { FormFieldProps } from './FormFieldProps';
import { useFormField } from './useFormField';

/** Props of {@link FormRadioGroup}. */
export interface FormRadioGroupProps<TValues extends FieldValues, T extends RadioValue>
  extends
    FormFieldProps<TValues, T | null | undefined>,
    Pick<RadioGroupProps<T>, 'options' | 'orientation'> {}

/** A {@link RadioGroup} bound to a value of a react-hook-form form; a missing value chooses none. */
export function FormRadioGroup<TValues extends FieldValues, T extends RadioValue>(
  props: FormRadioGroupProps<TValues, T>,
) {
  const { field, fieldProps } = useFormField(props);
  return (
    <RadioGroup<T>
      {...fieldProps}
      name={field.name}
      options={props.options}
      orientation={props.orientation}
      value={field.value ?? null}
      onChange={field.onChange}
    />
  );
}
