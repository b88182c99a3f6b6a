import { Stack } from '@careportal/ui';
import { messages, type PersonalDetails } from '@careportal/domain';
import { useId } from 'react';
import { PersonalDetailsEditor } from './PersonalDetailsEditor';
import { PROFILE_URLS, type Profile } from './profileApi';
import { RelationshipFields, useRelationship } from './RelationshipFields';
import { detailsBody, useSaveDetails } from './useSaveDetails';

/** Props of {@link LovedOneForm}. */
export interface LovedOneFormProps {
  /** The loved one was created. */
  onCreated: (lovedOne: Profile | null) => void;
  onCancel: () => void;
}

/**
 * Adds a loved one: their relationship to the customer, then the same personal-details form as the
 * customer's, saved with POST lovedone.
 */
export function LovedOneForm({ onCreated, onCancel }: LovedOneFormProps) {
  const headingId = useId();
  const relationship = useRelationship();
  const { save, isSaving, problem, clearProblem } = useSaveDetails<Profile>(
    'POST',
    PROFILE_URLS.lovedOnes,
    messages.success.lovedOneCreated,
  );

  const submit = (details: PersonalDetails) => {
    // What is wrong with the relationship is in the form's summary, which takes focus.
    const given = relationship.submit(details);
    if (given === null) return;
    void save({ ...detailsBody(details), ...given }).then((saved) => {
      if (saved !== null) onCreated(saved.data);
    });
  };

  return (
    <Stack aria-labelledby={headingId} as="section" space="md">
      <h3 id={headingId}>{messages.profilePage.addLovedOneTitle}</h3>
      <Stack space="sm">
        <RelationshipFields answer={relationship} isCheckedOnLeave />
      </Stack>
      <PersonalDetailsEditor
        title={messages.labels.personalDetails}
        headingLevel={3}
        editing="new-loved-one"
        isSaving={isSaving}
        problem={problem}
        onIdChange={clearProblem}
        onSubmit={submit}
        onCancel={onCancel}
        relationship={relationship}
      />
    </Stack>
  );
}
