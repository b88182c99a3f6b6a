import { RadioButton, RadioField, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
  type FieldLabelProps,
  type FieldStateProps,
} from '../../private/Field';
import * as styles from './RadioGroup.css';

/** How the options are laid out: stacked (the default) or in a row that wraps. */
export const RADIO_GROUP_ORIENTATIONS = ['vertical', 'horizontal'] as const;
/** One of {@link RADIO_GROUP_ORIENTATIONS}. */
export type RadioGroupOrientation = (typeof RADIO_GROUP_ORIENTATIONS)[number];

/** The value types an option can carry; each option's `String(value)` must be distinct. */
export type RadioValue = string | number | boolean;

/** One option of a {@link RadioGroup}. */
export interface RadioOption<T extends RadioValue> {
  value: T;
  label: string;
  /** Help under the option, read after its name. */
  description?: string;
  /** Shown but cannot be chosen. */
  isDisabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export type RadioGroupProps<T extends RadioValue> = FieldLabelProps &
  FieldStateProps & {
    options: readonly RadioOption<T>[];
    value?: T | null;
    defaultValue?: T | null;
    onChange?: (value: T) => void;
    /** Called when focus leaves the group: the moment a form marks it touched. */
    onBlur?: () => void;
    orientation?: RadioGroupOrientation;
    name?: string;
    id?: string;
  };

const toKey = (value: RadioValue | null | undefined) =>
  value === undefined ? undefined : value === null ? null : String(value);

/**
 * A choice of one from a few options, all visible, each with a large target. Tab reaches the group (the chosen
 * option, or the first); the arrow keys move and choose. Options are strings, or numbers and booleans
 * (Yes/No) whose text forms are distinct.
 */
export function RadioGroup<T extends RadioValue>({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isReadOnly,
  isRequired,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  orientation = 'vertical',
  name,
  id,
}: RadioGroupProps<T>) {
  return (
    <AriaRadioGroup
      id={id}
      aria-label={ariaLabel}
      name={name}
      value={toKey(value)}
      defaultValue={toKey(defaultValue)}
      onChange={(key) => {
        const option = options.find((candidate) => String(candidate.value) === key);
        if (option) onChange?.(option.value);
      }}
      onBlur={onBlur}
      orientation={orientation}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      {label ? <FieldLabel isRequired={isRequired}>{label}</FieldLabel> : null}
      <div className={styles.options[orientation]}>
        {options.map((option) => (
          <RadioField
            key={String(option.value)}
            value={String(option.value)}
            isDisabled={option.isDisabled}
            className={styles.field}
          >
            <RadioButton className={styles.option}>
              <span className={styles.circle} aria-hidden="true">
                <span className={styles.dot} />
              </span>
              <span>{option.label}</span>
            </RadioButton>
            {option.description ? (
              <Text slot="description" className={styles.description}>
                {option.description}
              </Text>
            ) : null}
          </RadioField>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaRadioGroup>
  );
}
