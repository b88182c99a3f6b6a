import { messages, SG_COUNTRY_CODE, type Messages } from '@careportal/domain';
import { useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  fieldStyles,
  type FieldLabelProps,
  type FieldStateProps,
} from '../../private/Field';
import { useCatalogue } from '../LocaleProvider';
import { Select, type SelectOption } from '../Select/Select';
import * as styles from './PhoneField.css';

/** The country codes offered by default, Singapore first, named as `catalogue`'s `dialCodes`. */
export function countryCodeOptionsOf(catalogue: Messages) {
  return [
    { value: SG_COUNTRY_CODE, label: catalogue.dialCodes.singapore },
    { value: '+60', label: catalogue.dialCodes.malaysia },
    { value: '+62', label: catalogue.dialCodes.indonesia },
    { value: '+63', label: catalogue.dialCodes.philippines },
    { value: '+86', label: catalogue.dialCodes.china },
    { value: '+91', label: catalogue.dialCodes.india },
    { value: '+95', label: catalogue.dialCodes.myanmar },
  ] as const satisfies readonly SelectOption<string>[];
}

/** The country codes offered by default ({@link countryCodeOptionsOf}), in English; the field's follow the language. */
export const DEFAULT_COUNTRY_CODES = countryCodeOptionsOf(messages);

/**
 * The accessible name of the country code, when no `countryCodeLabel` is given: the catalogue's 'Country code' (in
 * English; the field names it in the language in force).
 */
export const PHONE_FIELD_DEFAULT_COUNTRY_CODE_LABEL = messages.fields.countryCode;

/** A phone number with its country code, as {@link PhoneField} emits it. */
export interface PhoneValue {
  countryCode: string;
  number: string;
}

/** Props of {@link PhoneField}. */
export type PhoneFieldProps = FieldLabelProps &
  FieldStateProps & {
    value?: PhoneValue;
    defaultValue?: PhoneValue;
    onChange?: (value: PhoneValue) => void;
    /** Called when the number loses focus: the moment a form marks the field touched. */
    onBlur?: () => void;
    /** Name of the number input in a native form. */
    name?: string;
    /** The country codes offered. Default {@link countryCodeOptionsOf}, in the language in force. */
    countryCodes?: readonly SelectOption<string>[];
    /** Accessible name of the country code choice. Default the catalogue's 'Country code'. */
    countryCodeLabel?: string;
    autoComplete?: string;
    inputRef?: Ref<HTMLInputElement>;
    id?: string;
  };

const EMPTY: PhoneValue = { countryCode: SG_COUNTRY_CODE, number: '' };

/**
 * A phone number: its country code (Singapore first) and the number, one labelled group that emits
 * `{ countryCode, number }`. The number keeps digits only (spaces and dashes typed or pasted are dropped) and
 * opens the phone keypad on mobiles; its error and help text describe the number input.
 */
export function PhoneField({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isReadOnly,
  isRequired,
  value: controlledValue,
  defaultValue = EMPTY,
  onChange,
  onBlur,
  name,
  countryCodes: countryCodesProp,
  countryCodeLabel,
  autoComplete = 'tel-national',
  inputRef,
  id,
}: PhoneFieldProps) {
  const catalogue = useCatalogue();
  const defaultCountryCodes = useMemo(() => countryCodeOptionsOf(catalogue), [catalogue]);
  const countryCodes = countryCodesProp ?? defaultCountryCodes;
  const labelId = useId();
  const generatedInputId = useId();
  const inputId = id ?? generatedInputId;
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const value = controlledValue ?? uncontrolledValue;

  const update = (next: PhoneValue) => {
    if (controlledValue === undefined) setUncontrolledValue(next);
    onChange?.(next);
  };

  const labelling: { 'aria-labelledby'?: string; 'aria-label'?: string } = label
    ? { 'aria-labelledby': labelId }
    : { 'aria-label': ariaLabel };

  return (
    <div role="group" {...labelling} className={fieldStyles.field}>
      {label ? (
        <label id={labelId} htmlFor={inputId} className={fieldStyles.label}>
          {label as ReactNode}
          {isRequired ? (
            <span className={fieldStyles.required} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
      ) : null}
      <div className={styles.parts}>
        <Select<string>
          aria-label={countryCodeLabel ?? catalogue.fields.countryCode}
          options={countryCodes}
          value={value.countryCode}
          onChange={(countryCode) => {
            update({ ...value, countryCode: countryCode ?? SG_COUNTRY_CODE });
          }}
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
        />
        <AriaTextField
          id={inputId}
          {...labelling}
          name={name}
          value={value.number}
          onChange={(text) => {
            update({ ...value, number: text.replace(/\D/g, '') });
          }}
          onBlur={onBlur}
          type="tel"
          inputMode="tel"
          autoComplete={autoComplete}
          isDisabled={isDisabled}
          isReadOnly={isReadOnly}
          isRequired={isRequired}
          isInvalid={isInvalid ?? Boolean(errorMessage)}
          validationBehavior="aria"
          className={styles.number}
        >
          <Input ref={inputRef} className={fieldStyles.control} />
          <FieldDescription>{description}</FieldDescription>
          <FieldErrorText>{errorMessage}</FieldErrorText>
        </AriaTextField>
      </div>
    </div>
  );
}
