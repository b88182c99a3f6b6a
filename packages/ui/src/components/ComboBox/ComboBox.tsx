import { useState } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  Popover,
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
import { ChevronDown, findOption, OptionItem, type SelectOption } from '../Select/Select';
import * as styles from './ComboBox.css';

/** Props of {@link ComboBox}. */
export type ComboBoxProps<T extends string> = FieldLabelProps &
  FieldStateProps & {
    options: readonly SelectOption<T>[];
    value?: T | null;
    defaultValue?: T | null;
    /**
     * Called with the chosen option's value, or null when the text is cleared. With `allowsCustomValue`, text
     * that names no option is emitted as the value itself.
     */
    onChange?: (value: T | null) => void;
    /** Called when the field loses focus (not when moving into its list): the moment a form marks it touched. */
    onBlur?: () => void;
    name?: string;
    /** An example shown while the text is empty; never a replacement for the label. */
    placeholder?: string;
    /** Choices shown but not selectable. */
    disabledValues?: readonly T[];
    /** Whether typed text that matches no option is kept as the value. Default false. */
    allowsCustomValue?: boolean;
    id?: string;
  };

/** The text the input shows for a value: its option's label, or the value itself when custom. */
function textFor<T extends string>(
  options: readonly SelectOption<T>[],
  value: T | null,
  allowsCustomValue: boolean,
) {
  if (value === null) return '';
  return findOption(options, value)?.label ?? (allowsCustomValue ? value : '');
}

/**
 * A choice from a long list (such as nationality) by typing to filter it. The list opens as the person types
 * or with the button or the Down arrow; the arrows move through it and Enter chooses. Text that names no option
 * is put back on blur unless `allowsCustomValue`.
 */
export function ComboBox<T extends string>({
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
  defaultValue = null,
  onChange,
  onBlur,
  name,
  placeholder,
  disabledValues,
  allowsCustomValue = false,
  id,
}: ComboBoxProps<T>) {
  const overlayTheme = useOverlayThemeClass();
  const [uncontrolledValue, setUncontrolledValue] = useState<T | null>(defaultValue);
  const current = value === undefined ? uncontrolledValue : value;
  const [inputValue, setInputValue] = useState(() => textFor(options, current, allowsCustomValue));
  const [shownValue, setShownValue] = useState(current);

  // A new value from outside (a form reset, a rule that sets nationality) shows its text.
  if (shownValue !== current) {
    setShownValue(current);
    const expected = textFor(options, current, allowsCustomValue);
    if (allowsCustomValue ? current !== (inputValue.trim() || null) : expected !== inputValue) {
      setInputValue(expected);
    }
  }

  const emit = (next: T | null) => {
    if (next === current) return;
    setShownValue(next);
    if (value === undefined) setUncontrolledValue(next);
    onChange?.(next);
  };

  const changeSelection = (key: Key | null) => {
    const option = findOption(options, key);
    if (option) {
      setInputValue(option.label);
      emit(option.value);
    } else if (!allowsCustomValue) {
      emit(null);
    }
  };

  const changeInput = (text: string) => {
    setInputValue(text);
    if (allowsCustomValue) {
      const typed = text.trim();
      const match = options.find((option) => option.label.toLowerCase() === typed.toLowerCase());
      emit(match ? match.value : typed === '' ? null : (typed as T));
    } else if (text === '') {
      emit(null);
    }
  };

  return (
    <AriaComboBox
      id={id}
      aria-label={ariaLabel}
      name={name}
      defaultItems={options}
      value={allowsCustomValue && !findOption(options, current) ? null : current}
      onChange={changeSelection}
      inputValue={inputValue}
      onInputChange={changeInput}
      onBlur={onBlur}
      allowsCustomValue={allowsCustomValue}
      disabledKeys={disabledValues}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={isRequired}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      {label ? <FieldLabel isRequired={isRequired}>{label}</FieldLabel> : null}
      <div className={styles.control}>
        <Input placeholder={placeholder} className={`${fieldStyles.control} ${styles.input}`} />
        {isReadOnly ? null : (
          <AriaButton className={styles.button}>
            <ChevronDown className={styles.chevron} />
          </AriaButton>
        )}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={`${overlayTheme} ${styles.popover}`}>
        <ListBox<SelectOption<T>> className={styles.listBox}>
          {(option) => <OptionItem id={option.value} label={option.label} />}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
