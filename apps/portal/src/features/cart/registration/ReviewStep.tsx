import {
  OTHERS,
  formatAddressLines,
  formatDisplayDate,
  formatMessage,
  maskNationalId,
  messages,
  orDash,
  type HealthDeclarationAnswers,
  type HealthDeclarationLanguage,
  type RegistrationStep,
  registerPageMessages,
} from '@careportal/domain';
import {
  Checkbox,
  RegistrationReview,
  type RegistrationReviewSection,
  Stack,
  useHealthDeclarationText,
} from '@careportal/ui';
import { useId } from 'react';
import { relationshipText } from '../../people/ContactCard';
import { PROFILE_URLS, type Profile, type ProfileAddress } from '../../people/profileApi';
import { useAddresses } from '../../people/useAddresses';
import { useContacts } from '../../people/useContacts';
import { useViewedApi, type PersonRef } from '../../people/useViewedApi';
import { emergencyContactOf } from './ContactStep';
import { layout } from './layout';
import { programmeSummary } from '../registerApi';
import type { SelectionState } from './wizardState';
import { textStyles } from '../../../shell/textStyles';

/** Props of {@link ReviewStep}. */
export interface ReviewStepProps {
  person: PersonRef;
  /** The name the service selection showed for the person ('Myself', a loved one's name). */
  whoForName: string;
  selection: SelectionState;
  healthDeclaration: Partial<HealthDeclarationAnswers> | null;
  healthDeclarationLanguage: HealthDeclarationLanguage;
  steps: readonly RegistrationStep[];
  marketingConsent: boolean;
  onMarketingConsentChange: (consent: boolean) => void;
  onEdit: (step: RegistrationStep) => void;
}

const t = registerPageMessages;

/** A list answer of the declaration: each chosen option's text ('Others' gives way to its text), or a dash. */
function listText(
  chosen: readonly string[] | undefined,
  other: string | null | undefined,
  labels: Readonly<Record<string, string>>,
): string {
  const texts = (chosen ?? []).map((choice) =>
    choice === OTHERS && other?.trim() ? other.trim() : (labels[choice] ?? choice),
  );
  return texts.length === 0 ? messages.generic.dash : texts.join(', ');
}

function addressText(address: ProfileAddress | undefined): string {
  if (address === undefined) return messages.generic.dash;
  if (address.type !== 'BILLING' && address.sameAs === 'BILLING') return t.reviewSameAsBilling;
  return formatAddressLines(address).join(', ');
}

/**
 * Review information: every answer of the registration, each group with an Edit back to its step, and the
 * marketing consent the cart carries. The person's details, addresses and contact are read back from the server,
 * as they were saved.
 */
export function ReviewStep({
  person,
  whoForName,
  selection,
  healthDeclaration,
  healthDeclarationLanguage,
  steps,
  marketingConsent,
  onMarketingConsentChange,
  onEdit,
}: ReviewStepProps) {
  const headingId = useId();
  const declarationText = useHealthDeclarationText(healthDeclarationLanguage).text;
  const profile = useViewedApi<Profile>(PROFILE_URLS.profile, person);
  const { addresses } = useAddresses(person);
  const { contacts } = useContacts(person);
  const details = profile.data?.error === false ? profile.data.data : null;
  const contact = contacts === undefined ? undefined : emergencyContactOf(contacts);
  const ofType = (type: ProfileAddress['type']) => addresses?.find((address) => address.type === type);
  const heardFrom =
    selection.marketingChannel === null
      ? messages.generic.dash
      : selection.marketingChannel.value.includes(OTHERS) && selection.sourceOthers.trim() !== ''
        ? `${selection.marketingChannel.value}: ${selection.sourceOthers.trim()}`
        : selection.marketingChannel.value;

  const sections: RegistrationReviewSection[] = [
    {
      id: 'ServiceSelection',
      title: messages.registration.steps.serviceSelection,
      rows: [
        { label: t.reviewFor, value: whoForName },
        { label: t.reviewService, value: orDash(selection.categoryName) },
        ...selection.programmes.map((programme, index) => ({
          label: formatMessage(t.reviewProgramme, { index: index + 1 }),
          value: programmeSummary(programme),
        })),
        { label: t.reviewHeardFrom, value: heardFrom },
      ],
    },
  ];
  if (steps.includes('HealthDeclaration') && healthDeclaration !== null) {
    const text = declarationText;
    sections.push({
      id: 'HealthDeclaration',
      title: messages.registration.steps.healthDeclaration,
      rows: [
        {
          label: text.whyJoinQuestion,
          value: listText(
            healthDeclaration.whyJoinOurExerciseProgramme,
            healthDeclaration.whyJoinOurExerciseProgrammeOther,
            text.joinReasons,
          ),
        },
        {
          label: text.exerciseQuestion,
          value:
            healthDeclaration.timesExerciseAWeek === undefined
              ? messages.generic.dash
              : text.exerciseFrequencies[healthDeclaration.timesExerciseAWeek],
        },
        {
          label: text.healthConditionsQuestion,
          value: listText(
            healthDeclaration.healthConditions,
            healthDeclaration.healthConditionsOther,
            text.healthConditions,
          ),
        },
        {
          label: text.injuriesQuestion,
          value: listText(
            healthDeclaration.injureAnyOfTheseBodyParts,
            healthDeclaration.injureAnyOfTheseBodyPartsOther,
            text.bodyParts,
          ),
        },
      ],
    });
  }
  sections.push(
    {
      id: 'YourDetails',
      title: messages.registration.steps.yourDetails,
      rows: [
        { label: t.reviewName, value: orDash(details?.name) },
        { label: t.reviewId, value: details?.nric ? maskNationalId(details.nric) : messages.generic.dash },
        {
          label: t.reviewDateOfBirth,
          value: details?.dateOfBirth ? formatDisplayDate(details.dateOfBirth) : messages.generic.dash,
        },
        { label: t.reviewMobile, value: orDash(details?.mobileNumber) },
        { label: t.reviewEmail, value: orDash(details?.email) },
      ],
    },
    {
      id: 'YourAddress',
      title: messages.registration.steps.yourAddress,
      rows: [
        { label: t.reviewBilling, value: addressText(ofType('BILLING')) },
        { label: t.reviewServiceAddress, value: addressText(ofType('SERVICE')) },
        { label: t.reviewResidential, value: addressText(ofType('RESIDENTIAL')) },
      ],
    },
    {
      id: 'EmergencyContact',
      title: messages.registration.steps.emergencyContact,
      rows: [
        { label: t.reviewContactName, value: orDash(contact?.name) },
        {
          label: t.reviewContactRelationship,
          value: contact === undefined ? messages.generic.dash : relationshipText(contact),
        },
        { label: t.reviewContactMobile, value: orDash(contact?.mobileNumber) },
      ],
    },
  );

  return (
    <Stack aria-labelledby={headingId} as="section" space="lg">
      <h2 id={headingId} className={layout.stepTitle}>
        {messages.registration.steps.reviewInformation}
      </h2>
      <p className={textStyles.muted}>{t.reviewIntro}</p>
      <RegistrationReview
        sections={sections}
        onEdit={(id) => {
          if (steps.includes(id as RegistrationStep)) onEdit(id as RegistrationStep);
        }}
        headingLevel={3}
      />
      <Checkbox isSelected={marketingConsent} onChange={onMarketingConsentChange}>
        {t.marketingConsent}
      </Checkbox>
    </Stack>
  );
}
