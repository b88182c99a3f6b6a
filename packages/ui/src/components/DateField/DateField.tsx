import { formatDisplayDate, messages, parseDisplayDate, toApiDate } from '@careportal/domain';
import { useState, type ReactNode, type Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  fieldStyles,
  type FieldLabelProps,
  type FieldStateProps,
} from '../../private/Field';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './DateField.css';

/**
 * The format shown under the field, when no `formatHint` is given: the catalogue's `fieldHints.dateFormat` (in
 * English; the field shows it in the language in force).
 */
export const DATE_FIELD_DEFAULT_FORMAT_HINT = messages.fieldHints.dateFormat;

/** Props of {@link DateField}. */
export type DateFieldProps = FieldLabelProps &
  FieldStateProps & {
    /** The date as ISO 'yyyy-MM-dd', or '' when empty or not a real date. */
    value?: string;
    defaultValue?: string;
    /** Called with the ISO date when the text becomes a real date, and with '' when it stops being one. */
    onChange?: (iso: string) => void;
    onBlur?: () => void;
    name?: string;
    /** Marks a date after `today` invalid, such as a date of birth. */
    disallowFuture?: boolean;
    /** Today as ISO 'yyyy-MM-dd', for `disallowFuture`. Default: the device's date, read once. */
    today?: string;
    /** The earliest allowed date, ISO. */
    minValue?: string;
    /** The latest allowed date, ISO. */
    maxValue?: string;
    /** The format shown under the field. Default {@link DATE_FIELD_DEFAULT_FORMAT_HINT}. */
    formatHint?: ReactNode;
    /**
     * Shown after blur when the text is not a real date, or is out of range and no `errorMessage` is given.
     * Default the catalogue's 'This value is invalid'; a date of birth passes `dateOfBirthInvalid`.
     */
    invalidDateMessage?: ReactNode;
    /** e.g. 'bday' for a date of birth. */
    autoComplete?: string;
    inputRef?: Ref<HTMLInputElement>;
    id?: string;
  };

/** Keeps digits and slashes (other separators become slashes), at most 'dd/MM/yyyy' long. */
function sanitize(text: string): string {
  const cleaned = text
    .replace(/[.\-\s]/g, '/')
    .replace(/[^\d/]/g, '')
    .replace(/\/{2,}/g, '/');
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(cleaned);
  return (digits ? `${digits[1] ?? ''}/${digits[2] ?? ''}/${digits[3] ?? ''}` : cleaned).slice(0, 10);
}

/** Adds the slash after a typed two-digit day or month, so the person only types the numbers. */
function withAutoSlash(previous: string, next: string): string {
  const grew = next.length > previous.length;
  return grew && /^(\d{2}|\d{1,2}\/\d{2})$/.test(next) ? `${next}/` : next;
}

/** Pads a one-digit day or month: '5/3/1950' becomes '05/03/1950'. */
function pad(text: string): string {
  const parts = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (!parts) return text;
  return `${(parts[1] ?? '').padStart(2, '0')}/${(parts[2] ?? '').padStart(2, '0')}/${parts[3] ?? ''}`;
}

/** The ISO date of the typed text, or '' when it is not a real date. */
function toIso(text: string): string {
  const date = parseDisplayDate(pad(text));
  return date === null ? '' : toApiDate(date);
}

/** The text shown for an ISO date: 'dd/MM/yyyy', or '' when empty or unreadable. */
function toText(iso: string): string {
  const text = formatDisplayDate(iso);
  return text === messages.generic.dash ? '' : text;
}

/** Today's ISO date on this device. */
function deviceToday(): string {
  return toApiDate(new Date());
}

/**
 * A date typed as day/month/year ('dd/MM/yyyy', the Singapore order) in one text box, with the format shown
 * under it. Slashes are added as the person types, pasted '05031950' is read, and one-digit days and months
 * are padded on blur. It emits the ISO date, or '' while the text is not a real date; after blur, text that is
 * not a real date or is outside the allowed range is marked invalid.
 */
export function DateField({
  label,
  description,
  errorMessage,
  isInvalid,
  isRequired,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  disallowFuture = false,
  today: todayProp,
  minValue,
  maxValue,
  formatHint: formatHintProp,
  invalidDateMessage: invalidDateMessageProp,
  inputRef,
  ...props
}: DateFieldProps) {
  const catalogue = useCatalogue();
  const formatHint = formatHintProp === undefined ? catalogue.fieldHints.dateFormat : formatHintProp;
  const invalidDateMessage =
    invalidDateMessageProp === undefined ? catalogue.validation.invalidValue : invalidDateMessageProp;
  const [text, setText] = useState(() => toText(value ?? defaultValue));
  const [syncedValue, setSyncedValue] = useState(value);
  const [isBlurred, setBlurred] = useState(false);
  const [deviceDate] = useState(deviceToday);
  const today = todayProp ?? deviceDate;

  // A new value from outside (a form reset, a saved profile) replaces the text, unless the text already says it.
  if (value !== syncedValue) {
    setSyncedValue(value);
    if (value !== undefined && value !== toIso(text)) setText(toText(value));
  }

  const iso = toIso(text);
  const isOutOfRange =
    iso !== '' &&
    ((disallowFuture && iso > today) ||
      (minValue !== undefined && iso < minValue) ||
      (maxValue !== undefined && iso > maxValue));
  const isNotADate = text !== '' && iso === '';

  const shownError =
    isBlurred && isNotADate
      ? invalidDateMessage
      : (errorMessage ?? (isBlurred && isOutOfRange ? invalidDateMessage : undefined));

  const change = (next: string) => {
    const formatted = withAutoSlash(text, sanitize(next));
    setText(formatted);
    const nextIso = toIso(formatted);
    if (nextIso !== iso) onChange?.(nextIso);
  };

  return (
    <AriaTextField
      {...props}
      value={text}
      onChange={change}
      onBlur={() => {
        setText(pad(text));
        setBlurred(true);
        onBlur?.();
      }}
      inputMode="numeric"
      maxLength={10}
      isRequired={isRequired}
      isInvalid={isInvalid ?? (Boolean(shownError) || (isBlurred && isOutOfRange))}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      {label ? <FieldLabel isRequired={isRequired}>{label}</FieldLabel> : null}
      <Input ref={inputRef} className={`${fieldStyles.control} ${styles.input}`} />
      <FieldDescription>
        <span className={styles.hint}>{formatHint}</span>
        {description ? <span className={styles.hint}>{description}</span> : null}
      </FieldDescription>
      <FieldErrorText>{shownError}</FieldErrorText>
    </AriaTextField>
  );
}
