import { messages, RATING_MAX, RATING_MIN, type Messages } from '@careportal/domain';
import type { ReactNode } from 'react';
import { RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { FieldDescription, FieldErrorText, FieldLabel, fieldStyles } from '../../private/Field';
import { useCatalogue } from '../LocaleProvider';
import * as styles from './Rating.css';

/** The accessible names of ratings 1 to 6 in `catalogue`: its `rating`. */
export function ratingOptionLabelsOf(catalogue: Messages) {
  return [
    catalogue.rating.veryDissatisfied,
    catalogue.rating.dissatisfied,
    catalogue.rating.somewhatDissatisfied,
    catalogue.rating.somewhatSatisfied,
    catalogue.rating.satisfied,
    catalogue.rating.verySatisfied,
  ] as const;
}

/** The default accessible names of ratings 1 to 6 in English; the rating's default follows the language in force. */
export const RATING_OPTION_LABELS = ratingOptionLabelsOf(messages);

/** The scale, RATING_MIN to RATING_MAX (1 to 6). */
export const RATING_VALUES: readonly number[] = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MIN + index,
);

/** Props of {@link Rating}. */
export interface RatingProps {
  /** The question, shown as the group's label. */
  label: string;
  value?: number | null;
  defaultValue?: number | null;
  onChange?: (value: number) => void;
  onBlur?: () => void;
  description?: ReactNode;
  errorMessage?: ReactNode;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
  name?: string;
  /** Accessible names of the options, lowest first; each should start with its number. Default the catalogue's. */
  optionLabels?: readonly string[];
}

const toKey = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : String(value);

/** A face from frowning (0) to beaming (1). */
function Face({ mood }: { mood: number }) {
  // The mouth's control point moves from above the corners (a frown) to below them (a smile).
  const curve = 17 + (mood - 0.5) * 9;
  return (
    <svg
      className={styles.face}
      viewBox="0 0 32 32"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="16" cy="16" r="13" />
      <circle cx="11.5" cy="12.5" r="1.5" fill="currentColor" stroke="none" />
      <circle cx="20.5" cy="12.5" r="1.5" fill="currentColor" stroke="none" />
      <path
        d={`M10 ${String(21 - (mood - 0.5) * 2)} Q16 ${String(curve)} 22 ${String(21 - (mood - 0.5) * 2)}`}
      />
    </svg>
  );
}

/**
 * A satisfaction rating from 1 to 6, one face per option. It is a radio group: Tab reaches it, the arrow
 * keys choose, and each option is named for screen readers ('4 – Somewhat satisfied').
 */
export function Rating({
  label,
  value,
  defaultValue,
  onChange,
  onBlur,
  description,
  errorMessage,
  isDisabled,
  isReadOnly,
  isRequired,
  name,
  optionLabels: optionLabelsProp,
}: RatingProps) {
  const catalogue = useCatalogue();
  const optionLabels = optionLabelsProp ?? ratingOptionLabelsOf(catalogue);
  const steps = RATING_VALUES.length - 1;
  return (
    <RadioGroup
      value={toKey(value)}
      defaultValue={toKey(defaultValue)}
      onChange={(key) => onChange?.(Number(key))}
      onBlur={onBlur}
      orientation="horizontal"
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      name={name}
      className={fieldStyles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={styles.options}>
        {RATING_VALUES.map((rating, index) => (
          <RadioField
            key={rating}
            value={String(rating)}
            aria-label={optionLabels[index] ?? String(rating)}
            className={styles.field}
          >
            <RadioButton className={styles.option}>
              <Face mood={steps === 0 ? 1 : index / steps} />
              <span className={styles.number}>{rating}</span>
            </RadioButton>
          </RadioField>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RadioGroup>
  );
}
