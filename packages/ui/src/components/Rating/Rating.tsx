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

/** The scale in two halves, the unhappy and the happy faces: each half stays on one line. */
const RATING_HALVES = [
  RATING_VALUES.slice(0, Math.ceil(RATING_VALUES.length / 2)),
  RATING_VALUES.slice(Math.ceil(RATING_VALUES.length / 2)),
] as const;

const toKey = (value: number | null | undefined) =>
  value === undefined ? undefined : value === null ? null : String(value);

/** How far the mouth of the least and the most bent face curves, in the face's 32-unit drawing. */
const MOUTH_BEND_LEAST = 1.8;
const MOUTH_BEND_MOST = 5;

/**
 * How much the mouth of option `index` of `count` curves: negative a frown, positive a smile, 0 a straight line.
 * The lower half frowns, deepest at the first; the upper half smiles, widest at the last; a middle option of an
 * odd scale is straight. Even the two middle faces of six curve enough to tell a frown from a smile.
 */
export function mouthBend(index: number, count: number): number {
  if (count < 2) return MOUTH_BEND_MOST;
  const middle = (count - 1) / 2;
  const position = (index - middle) / middle;
  if (position === 0) return 0;
  return Math.sign(position) * (MOUTH_BEND_LEAST + (MOUTH_BEND_MOST - MOUTH_BEND_LEAST) * Math.abs(position));
}

/** A face whose mouth curves by `bend` (see {@link mouthBend}): from a deep frown to a wide smile. */
function Face({ bend }: { bend: number }) {
  // A quadratic curve bulges half as far as its control point: the corners rise as the middle falls, so every
  // mouth is centred on the same line.
  const corners = String(21 - bend / 2);
  const control = String(21 + bend * 1.5);
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
      <path d={`M10.5 ${corners} Q16 ${control} 21.5 ${corners}`} />
    </svg>
  );
}

/**
 * A satisfaction rating from 1 to 6, one face per option, from a deep frown to a wide smile. It is a radio
 * group: Tab reaches it, the arrow keys choose, and each option is named for screen readers ('4 – Somewhat
 * satisfied'). The faces are two rows of three where one row of six has no room (a phone in senior mode), never
 * five and one.
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
  const count = RATING_VALUES.length;
  const option = (rating: number, index: number) => (
    <RadioField
      key={rating}
      value={String(rating)}
      aria-label={optionLabels[index] ?? String(rating)}
      className={styles.field}
    >
      <RadioButton className={styles.option}>
        <Face bend={mouthBend(index, count)} />
        <span className={styles.number}>{rating}</span>
      </RadioButton>
    </RadioField>
  );
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
        {RATING_HALVES.map((half) => (
          <div key={half.join()} className={styles.half}>
            {half.map((rating) => option(rating, RATING_VALUES.indexOf(rating)))}
          </div>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </RadioGroup>
  );
}
