import type { Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
  type FieldLabelProps,
  type FieldStateProps,
} from '../../private/Field';
import * as styles from './TextArea.css';

/** Props of {@link TextArea}. */
export type TextAreaProps = FieldLabelProps &
  FieldStateProps & {
    value?: string;
    defaultValue?: string;
    onChange?: (value: string) => void;
    onBlur?: () => void;
    name?: string;
    maxLength?: number;
    /** Visible lines of text before it scrolls. Default 4. */
    rows?: number;
    /** An example of the expected text; never a replacement for the label. */
    placeholder?: string;
    autoComplete?: string;
    inputRef?: Ref<HTMLTextAreaElement>;
    id?: string;
  };

/** A multi-line text input with a visible label, help text and an error announced to screen readers. */
export function TextArea({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  rows = 4,
  placeholder,
  inputRef,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      {label ? <FieldLabel isRequired={isRequired}>{label}</FieldLabel> : null}
      <AriaTextArea
        ref={inputRef}
        rows={rows}
        placeholder={placeholder}
        className={`${fieldStyles.control} ${styles.textArea}`}
      />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
