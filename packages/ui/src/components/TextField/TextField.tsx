import type { ReactNode, Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
  type FieldLabelProps,
  type FieldStateProps,
} from '../../private/Field';

/** Props of {@link TextField}. */
export type TextFieldProps = FieldLabelProps &
  FieldStateProps & {
    value?: string;
    defaultValue?: string;
    onChange?: (value: string) => void;
    onBlur?: () => void;
    name?: string;
    type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
    inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'search' | 'url';
    autoComplete?: string;
    maxLength?: number;
    /** An example of the expected value; never a replacement for the label. */
    placeholder?: string;
    inputRef?: Ref<HTMLInputElement>;
    /** Something shown after the input inside the field, such as a spinner while looking up. */
    endAdornment?: ReactNode;
    autoFocus?: boolean;
    id?: string;
  };

/** A single-line text input with a visible label, help text and an error announced to screen readers. */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  inputRef,
  placeholder,
  endAdornment,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      {label ? <FieldLabel isRequired={isRequired}>{label}</FieldLabel> : null}
      <span className={fieldStyles.controlRow}>
        <Input ref={inputRef} placeholder={placeholder} className={fieldStyles.control} />
        {endAdornment}
      </span>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
