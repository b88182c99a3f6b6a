import {
  DEFAULT_ID_TYPE,
  ID_TYPE_LABELS,
  OTHERS,
  formatDisplayDate,
  maskNationalId,
  orDash,
  type Messages,
} from '@careportal/domain';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Card } from '../Card';
import { DetailList } from '../DetailList';
import { useCatalogue } from '../LocaleProvider';
import type { IconGlyph } from '../Icon';
import { ExistingIdMessage } from '../NricField/ExistingIdMessage';
import { nationalityOptionsOf, personalDetailsLabelsOf, type PersonalDetailsLabels } from './labels';
import type { PersonalDetailsBaseProps } from './PersonalDetailsForm';
import * as styles from './PersonalDetailsForm.css';

/** One line of the review: its label and the detail. */
type Row = [label: string, detail: ReactNode];

/** Props of {@link PersonalDetailsReview}. */
export interface PersonalDetailsReviewProps extends PersonalDetailsBaseProps {
  /** Shows the whole ID number instead of the masked one (PDPC: masked by default). */
  showFullId?: boolean;
  /** Default the details title, 'Personal details'. */
  title?: string;
  /** A glyph before the title, as on the profile's other sections; decorative. */
  icon?: IconGlyph;
}

function yesNo(value: boolean | null | undefined, catalogue: Messages): string {
  if (value === true) return catalogue.labels.yes;
  if (value === false) return catalogue.labels.no;
  return catalogue.generic.dash;
}

/** A choice, or its other text when the choice is 'Others'. */
function withOther(choice: string | null | undefined, other: string | null | undefined): string {
  return choice === OTHERS && other?.trim() ? other.trim() : orDash(choice);
}

/**
 * The review of personal details, with an Edit button, in the order a reader scans a person: identity,
 * background, contact, then memberships and subsidies, each a titled description list. Dates read dd/MM/yyyy,
 * empty values a dash, and the ID number is masked unless `showFullId`.
 */
export function PersonalDetailsReview({
  value = {},
  onEdit,
  isReadOnly = false,
  existingIdError = false,
  onLinkProfile,
  linkProfileHref,
  nationalityOptions,
  labels: labelOverrides,
  headingLevel = 2,
  showFullId = false,
  title,
  icon,
}: PersonalDetailsReviewProps) {
  const catalogue = useCatalogue();
  const labels: PersonalDetailsLabels = { ...personalDetailsLabelsOf(catalogue), ...labelOverrides };
  const nric = value.nric ?? '';
  const nationality =
    (nationalityOptions ?? nationalityOptionsOf(catalogue)).find((o) => o.value === value.nationality)
      ?.label ?? value.nationality;
  const languages = (value.language ?? []).map((l) => (l === OTHERS ? withOther(l, value.otherLanguage) : l));
  const mobile = value.mobileNumber?.trim()
    ? [value.countryCode, value.mobileNumber].filter(Boolean).join(' ')
    : undefined;

  const identity: Row[] = [
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
  ];
  const background: Row[] = [
    [labels.maritalStatus, orDash(value.maritalStatus)],
    [labels.residentStatus, withOther(value.residentStatus, value.otherResidentStatus)],
    [labels.nationality, orDash(nationality)],
    [labels.language, orDash(languages.join(', '))],
    [labels.religion, withOther(value.religion, value.otherReligion)],
  ];
  const contact: Row[] = [
    [labels.email, orDash(value.email)],
    [labels.mobileNumber, orDash(mobile)],
    [labels.homeNumber, orDash(value.homeNumber)],
    [labels.marketingConsent, yesNo(value.marketingConsent, catalogue)],
  ];
  const memberships: Row[] = [
    [labels.unionMember, yesNo(value.unionMember, catalogue)],
    [labels.chasSubsidyTier, orDash(value.chasSubsidyTier)],
    [labels.chasExpiryDate, formatDisplayDate(value.chasExpiryDate)],
    [labels.companyName, orDash(value.companyName)],
  ];
  const groups: [heading: string, rows: Row[]][] = [
    [labels.groupIdentity, identity],
    [labels.groupBackground, background],
    [labels.groupContact, contact],
    [labels.groupMemberships, memberships],
  ];
  const GroupHeading = `h${String(Math.min(headingLevel + 1, 6))}` as 'h3' | 'h4' | 'h5';

  return (
    <Card
      title={title ?? labels.detailsTitle}
      icon={icon}
      headingLevel={headingLevel}
      actions={
        !isReadOnly && onEdit ? (
          <Button variant="secondary" onPress={onEdit}>
            {catalogue.labels.edit}
          </Button>
        ) : undefined
      }
    >
      <div className={styles.groups}>
        {groups.map(([heading, rows]) => (
          <div key={heading} className={styles.group}>
            <GroupHeading className={styles.groupHeading}>{heading}</GroupHeading>
            <DetailList columns={2} items={rows.map(([label, detail]) => ({ label, value: detail }))} />
          </div>
        ))}
      </div>
    </Card>
  );
}
