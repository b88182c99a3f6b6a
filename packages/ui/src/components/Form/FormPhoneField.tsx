import type { FieldValues } from 'react-hook-form';
import { PhoneField } from '../PhoneField';
import type { FormFieldProps } from './FormFieldProps';
import { useFormField } from './useFormField';

/** Props of {@link FormPhoneField}. */
export interface FormPhoneFieldProps<TValues extends FieldValues> extends FormFieldProps<TValues, string> {
  /** The country code shown with the number; the form holds it in a value of its own. */
  countryCode: string;
  /** Called with the country code before the number changes, so the number is validated with it. */
  onCountryCodeChange: (countryCode: string) => void;
}

/** A {@link PhoneField} bound to the number of a react-hook-form form. */
export function FormPhoneField<TValues extends FieldValues>(props: FormPhoneFieldProps<TValues>) {
  const { countryCode, onCountryCodeChange } = props;
  const { field, fieldProps } = useFormField(props);
  return (
    <PhoneField
      {...fieldProps}
      name={field.name}
      inputRef={field.ref}
      value={{ countryCode, number: field.value }}
      onChange={(phone) => {
        onCountryCodeChange(phone.countryCode);
        field.onChange(phone.number);
      }}
    />
  );
}
