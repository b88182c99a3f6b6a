import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
  type FieldLabelProps,
  type FieldStateProps,
} from '../../private/Field';
import { CheckIcon, Icon } from '../Icon';
import * as styles from './Checkbox.css';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** The checkbox's label. */
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (selected: boolean) => void;
  onBlur?: () => void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
  isRequired?: boolean;
  name?: string;
  /** The value submitted with a native form when checked. */
  value?: string;
  /** Help under the checkbox, read after its label. */
  description?: ReactNode;
  /** The error of a single required checkbox, such as a confirmation; marks it invalid. */
  errorMessage?: ReactNode;
  'aria-label'?: string;
  id?: string;
}

/** One option of a {@link CheckboxGroup}. */
export interface CheckboxOption<T extends string> {
  value: T;
  label: string;
}

/** Props of {@link CheckboxGroup}. */
export type CheckboxGroupProps<T extends string> = FieldLabelProps &
  FieldStateProps & {
    options: readonly CheckboxOption<T>[];
    value?: readonly T[];
    defaultValue?: readonly T[];
    /** Called with the checked values, in the order of `options`. */
    onChange?: (value: T[]) => void;
    /** Called when focus leaves the group: the moment a form marks it touched. */
    onBlur?: () => void;
    name?: string;
    id?: string;
  };

/** The box with its tick; decorative, the input beside it carries the state. */
function Box() {
  return (
    <span className={styles.box} aria-hidden="true">
      <span className={styles.tick}>
        <Icon icon={CheckIcon} size="fill" />
      </span>
    </span>
  );
}

/**
 * One checkbox with its label, a large target. Space toggles it. A single required checkbox (a
 * confirmation) shows its `errorMessage` under it, announced with it.
 */
export function Checkbox({ children, description, errorMessage, isInvalid, ...props }: CheckboxProps) {
  return (
    <CheckboxField
      {...props}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={styles.field}
    >
      <CheckboxButton className={styles.checkbox}>
        <Box />
        <span>{children}</span>
      </CheckboxButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </CheckboxField>
  );
}

/**
 * A choice of any number of options, such as the languages a person speaks: a labelled group of checkboxes.
 * Tab moves between them and Space toggles.
 */
export function CheckboxGroup<T extends string>({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  options,
  value,
  defaultValue,
  onChange,
  ...props
}: CheckboxGroupProps<T>) {
  return (
    <AriaCheckboxGroup
      {...props}
      value={value ? [...value] : undefined}
      defaultValue={defaultValue ? [...defaultValue] : undefined}
      onChange={(keys) => {
        onChange?.(options.filter((option) => keys.includes(option.value)).map((option) => option.value));
      }}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      {label ? <FieldLabel isRequired={isRequired}>{label}</FieldLabel> : null}
      <div className={styles.options}>
        {options.map((option) => (
          <CheckboxField key={option.value} value={option.value}>
            <CheckboxButton className={styles.checkbox}>
              <Box />
              <span>{option.label}</span>
            </CheckboxButton>
          </CheckboxField>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaCheckboxGroup>
  );
}
