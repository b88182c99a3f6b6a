import {
  DEFAULT_ID_TYPE,
  ID_TYPE_LABELS,
  OTHERS,
  formatDisplayDate,
  maskNationalId,
  messages,
  orDash,
} from '@careportal/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Card } from '../Card';
import { ExistingIdMessage } from '../NricField/ExistingIdMessage';
import { DEFAULT_NATIONALITY_OPTIONS, PERSONAL_DETAILS_LABELS, type PersonalDetailsLabels } from './labels';
import type { PersonalDetailsBaseProps } from './PersonalDetailsForm';
import * as styles from './PersonalDetailsForm.css';

/** Props of {@link PersonalDetailsReview}. */
export interface PersonalDetailsReviewProps extends PersonalDetailsBaseProps {
  /** Shows the whole ID number instead of the masked one (PDPC: masked by default). */
  showFullId?: boolean;
  /** Default the details title, 'Personal details'. */
  title?: string;
}

function yesNo(value: boolean | null | undefined): string {
  if (value === true) return messages.labels.yes;
  if (value === false) return messages.labels.no;
  return messages.generic.dash;
}

/** A choice, or its other text when the choice is 'Others'. */
function withOther(choice: string | null | undefined, other: string | null | undefined): string {
  return choice === OTHERS && other?.trim() ? other.trim() : orDash(choice);
}

/**
 * The review list of personal details: a description list with an Edit button, dates as dd/MM/yyyy, empty
 * values as a dash and the ID number masked unless `showFullId`.
 */
export function PersonalDetailsReview({
  value = {},
  onEdit,
  isReadOnly = false,
  existingIdError = false,
  onLinkProfile,
  linkProfileHref,
  nationalityOptions = DEFAULT_NATIONALITY_OPTIONS,
  labels: labelOverrides,
  headingLevel = 2,
  showFullId = false,
  title,
}: PersonalDetailsReviewProps) {
  const labels: PersonalDetailsLabels = { ...PERSONAL_DETAILS_LABELS, ...labelOverrides };
  const nric = value.nric ?? '';
  const nationality =
    nationalityOptions.find((o) => o.value === value.nationality)?.label ?? value.nationality;
  const languages = (value.language ?? []).map((l) => (l === OTHERS ? withOther(l, value.otherLanguage) : l));
  const mobile = value.mobileNumber?.trim()
    ? [value.countryCode, value.mobileNumber].filter(Boolean).join(' ')
    : undefined;

  const rows: [label: string, detail: ReactNode][] = [
    [labels.name, orDash(value.name)],
    [labels.dateOfBirth, formatDisplayDate(value.dateOfBirth)],
    [labels.gender, orDash(value.gender)],
    [labels.idType, ID_TYPE_LABELS[value.idType ?? DEFAULT_ID_TYPE]],
    [
      labels.nric,
      <>
        {orDash(showFullId ? nric : maskNationalId(nric))}
        {existingIdError ? (
          <span className={styles.error} role="alert">
            <ExistingIdMessage onLinkProfile={onLinkProfile} linkProfileHref={linkProfileHref} />
          </span>
        ) : null}
      </>,
    ],
    [labels.email, orDash(value.email)],
    [labels.mobileNumber, orDash(mobile)],
    [labels.homeNumber, orDash(value.homeNumber)],
    [labels.maritalStatus, orDash(value.maritalStatus)],
    [labels.residentStatus, withOther(value.residentStatus, value.otherResidentStatus)],
    [labels.nationality, orDash(nationality)],
    [labels.language, orDash(languages.join(', '))],
    [labels.religion, withOther(value.religion, value.otherReligion)],
    [labels.unionMember, yesNo(value.unionMember)],
    [labels.chasSubsidyTier, orDash(value.chasSubsidyTier)],
    [labels.chasExpiryDate, formatDisplayDate(value.chasExpiryDate)],
    [labels.companyName, orDash(value.companyName)],
    [labels.marketingConsent, yesNo(value.marketingConsent)],
  ];

  return (
    <Card
      title={title ?? labels.detailsTitle}
      headingLevel={headingLevel}
      actions={
        !isReadOnly && onEdit ? (
          <Button variant="secondary" onPress={onEdit}>
            {messages.labels.edit}
          </Button>
        ) : undefined
      }
    >
      <dl className={styles.list}>
        {rows.map(([label, detail]) => (
          <div key={label} className={styles.row}>
            <dt className={styles.term}>{label}</dt>
            <dd className={styles.detail}>{detail}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
