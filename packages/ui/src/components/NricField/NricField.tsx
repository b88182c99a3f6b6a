import { DEFAULT_ID_TYPE, ID_TYPE_LABELS, ID_TYPES, maskNationalId, type IdType } from '@careportal/domain';
import { useState, type ReactNode, type Ref } from 'react';
import { useCatalogue } from '../LocaleProvider';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { ExistingIdMessage } from './ExistingIdMessage';
import * as styles from './NricField.css';

/** The ID types offered, with their on-screen names (value PASSPORT shows as Passport). */
export const ID_TYPE_OPTIONS = ID_TYPES.map((value) => ({ value, label: ID_TYPE_LABELS[value] }));

/** A national ID with its type, as {@link NricField} emits it and the domain schemas read it. */
export interface NationalIdValue {
  idType: IdType;
  nric: string;
}

/** Props of {@link NricField}. */
export interface NricFieldProps {
  /** Label of the ID number. Default the catalogue's 'ID number'. */
  label?: ReactNode;
  /** Label of the ID type. Default the catalogue's 'ID type'. */
  idTypeLabel?: ReactNode;
  value?: NationalIdValue;
  defaultValue?: NationalIdValue;
  onChange?: (value: NationalIdValue) => void;
  /** Called when the ID number loses focus: the moment a form marks the field touched. */
  onBlur?: () => void;
  /** The message for the ID number; the domain schema picks it by ID type. */
  errorMessage?: ReactNode;
  description?: ReactNode;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Both parts can be read but not changed, without the locked explanation (a read-only form). */
  isReadOnly?: boolean;
  /** The ID was saved before: both parts are read-only, with `lockedDescription` under them. */
  isLocked?: boolean;
  /** Why a locked ID cannot be changed. Default the catalogue's 'Your ID cannot be changed once it is saved.'. */
  lockedDescription?: ReactNode;
  /** Display only: the type and the masked number (PDPC: last 3 digits and letter) as text, not inputs. */
  isMasked?: boolean;
  /** Shows the catalogue's 'The NRIC is already found in the system. Please link your profile' with the link. */
  existingIdError?: boolean;
  /** Called by the 'Please link your profile' action. */
  onLinkProfile?: () => void;
  /** Where the 'Please link your profile' action leads, e.g. '/link-account'. */
  linkProfileHref?: string;
  /** Name of the ID number input in a native form. */
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

const EMPTY: NationalIdValue = { idType: DEFAULT_ID_TYPE, nric: '' };

/**
 * A national ID: its type (NRIC, Passport or FIN; NRIC by default) and number, emitted together as one
 * `{ idType, nric }` value. The number is upper-cased as it is typed. It can be locked once saved, shown
 * masked for display, or show the "already found" error with a way to link the profile.
 */
export function NricField({
  label: labelProp,
  idTypeLabel,
  value: controlledValue,
  defaultValue = EMPTY,
  onChange,
  onBlur,
  errorMessage,
  description,
  isInvalid,
  isRequired,
  isDisabled,
  isReadOnly = false,
  isLocked = false,
  lockedDescription,
  isMasked = false,
  existingIdError = false,
  onLinkProfile,
  linkProfileHref,
  name,
  inputRef,
}: NricFieldProps) {
  const catalogue = useCatalogue();
  const label = labelProp === undefined ? catalogue.fields.idNumber : labelProp;
  const lockedHint = lockedDescription === undefined ? catalogue.fieldHints.idLocked : lockedDescription;
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const value = controlledValue ?? uncontrolledValue;

  const update = (next: NationalIdValue) => {
    if (controlledValue === undefined) setUncontrolledValue(next);
    onChange?.(next);
  };

  if (isMasked) {
    return (
      <dl className={styles.masked}>
        <dt className={styles.maskedLabel}>{label}</dt>
        <dd className={styles.maskedValue}>
          {ID_TYPE_LABELS[value.idType]} {maskNationalId(value.nric) || catalogue.generic.dash}
        </dd>
      </dl>
    );
  }

  const shownError =
    errorMessage ??
    (existingIdError ? (
      <ExistingIdMessage onLinkProfile={onLinkProfile} linkProfileHref={linkProfileHref} />
    ) : undefined);

  return (
    <div className={styles.root}>
      <div className={styles.parts}>
        <Select<IdType>
          label={idTypeLabel === undefined ? catalogue.fields.idType : idTypeLabel}
          options={ID_TYPE_OPTIONS}
          value={value.idType}
          onChange={(idType) => {
            update({ ...value, idType: idType ?? DEFAULT_ID_TYPE });
          }}
          isRequired={isRequired}
          isDisabled={isDisabled}
          isReadOnly={isLocked || isReadOnly}
        />
        <TextField
          label={label}
          name={name}
          inputRef={inputRef}
          value={value.nric}
          onChange={(nric) => {
            update({ ...value, nric: nric.toUpperCase() });
          }}
          onBlur={onBlur}
          autoComplete="off"
          errorMessage={shownError}
          isInvalid={isInvalid ?? shownError !== undefined}
          description={isLocked ? lockedHint : description}
          isRequired={isRequired}
          isDisabled={isDisabled}
          isReadOnly={isLocked || isReadOnly}
        />
      </div>
    </div>
  );
}
