import { messages } from '@careportal/domain';
import { useState } from 'react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
  type FieldLabelProps,
  type FieldStateProps,
} from '../../private/Field';
import { useOverlayThemeClass } from '../Dialog/overlayTheme';
import { CheckIcon, ChevronDownIcon, Icon } from '../Icon';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './Select.css';

/** One choice of a {@link Select} or {@link ComboBox}: the value it emits and the text it shows. */
export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

/** Props of {@link Select}. */
export type SelectProps<T extends string> = FieldLabelProps &
  FieldStateProps & {
    options: readonly SelectOption<T>[];
    value?: T | null;
    defaultValue?: T | null;
    onChange?: (value: T | null) => void;
    /** Called when the field loses focus with its list closed: the moment a form marks it touched. */
    onBlur?: () => void;
    name?: string;
    /** Shown while nothing is chosen. Default the catalogue's 'Select'. */
    placeholder?: string;
    /** Choices shown but not selectable. */
    disabledValues?: readonly T[];
    id?: string;
  };

/**
 * The text shown while nothing is chosen, when no `placeholder` is given: the catalogue's 'Select' (in English;
 * the field shows it in the language in force).
 */
export const SELECT_DEFAULT_PLACEHOLDER = messages.fields.selectPlaceholder;

/** A downward chevron in a box that `className` places; decorative. Shared by Select and ComboBox. */
export function ChevronDown({ className }: { className: string }) {
  return (
    <span className={className}>
      <Icon icon={ChevronDownIcon} size="small" />
    </span>
  );
}

/** One option of a list box, with a tick when chosen. Shared by Select and ComboBox. */
export function OptionItem({ id, label }: { id: string; label: string }) {
  return (
    <ListBoxItem id={id} textValue={label} className={styles.option}>
      {({ isSelected }) => (
        <>
          <span>{label}</span>
          {isSelected ? <Icon icon={CheckIcon} size="small" tone="primary" /> : null}
        </>
      )}
    </ListBoxItem>
  );
}

/** The option whose value is `key`, or null. */
export function findOption<T extends string>(
  options: readonly SelectOption<T>[],
  key: Key | null,
): SelectOption<T> | null {
  return options.find((option) => option.value === key) ?? null;
}

/**
 * A choice of one option from a short list: a button that opens a list box. Tab reaches it; Enter, Space or
 * the arrow keys open the list; type-ahead, arrows and Enter choose. Read only keeps the choice visible and
 * focusable, but the list does not open.
 */
export function Select<T extends string>({
  label,
  'aria-label': ariaLabel,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isReadOnly = false,
  isRequired,
  options,
  value,
  defaultValue = null,
  onChange,
  onBlur,
  name,
  placeholder,
  disabledValues,
  id,
}: SelectProps<T>) {
  const catalogue = useCatalogue();
  const overlayTheme = useOverlayThemeClass();
  const [uncontrolledValue, setUncontrolledValue] = useState<T | null>(defaultValue);
  const [isOpen, setOpen] = useState(false);
  const current = value === undefined ? uncontrolledValue : value;

  const change = (key: Key | null) => {
    if (isReadOnly) return;
    const next = findOption(options, key)?.value ?? null;
    if (value === undefined) setUncontrolledValue(next);
    onChange?.(next);
  };

  return (
    <AriaSelect
      id={id}
      aria-label={ariaLabel}
      name={name}
      placeholder={placeholder ?? catalogue.fields.selectPlaceholder}
      value={current}
      onChange={change}
      isOpen={isOpen && !isReadOnly}
      onOpenChange={(open) => {
        setOpen(open && !isReadOnly);
      }}
      onBlur={onBlur}
      disabledKeys={disabledValues}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      data-readonly={isReadOnly || undefined}
      className={`${fieldStyles.field} ${styles.root}`}
    >
      {label ? <FieldLabel isRequired={isRequired}>{label}</FieldLabel> : null}
      <AriaButton className={`${fieldStyles.control} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <ChevronDown className={styles.chevron} />
      </AriaButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={`${overlayTheme} ${styles.popover}`}>
        <ListBox className={styles.listBox}>
          {options.map((option) => (
            <OptionItem key={option.value} id={option.value} label={option.label} />
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
