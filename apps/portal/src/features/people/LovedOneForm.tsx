import {
  OTHERS,
  createLovedOneSchema,
  messages,
  type PersonalDetails,
  type Relationship,
} from '@careportal/domain';
import { RELATIONSHIP_OPTIONS, Select, TextField } from '@careportal/ui';
import { useId, useRef, useState } from 'react';
import { layout } from './layout';
import { PersonalDetailsEditor } from './PersonalDetailsEditor';
import { PROFILE_URLS, type Profile } from './profileApi';
import { detailsBody, useSaveDetails } from './useSaveDetails';

/** Props of {@link LovedOneForm}. */
export interface LovedOneFormProps {
  /** The loved one was created. */
  onCreated: (lovedOne: Profile | null) => void;
  onCancel: () => void;
}

/** What is wrong with a loved one's relationship, by field. */
export type RelationshipErrors = Partial<Record<'relationship' | 'otherRelationship', string>>;

/** The relationship's messages from the domain loved-one schema (the personal details are the form's own). */
export function relationshipErrors(
  details: Partial<PersonalDetails>,
  relationship: Relationship | null,
  otherRelationship: string,
): RelationshipErrors {
  const parsed = createLovedOneSchema().safeParse({ ...details, relationship, otherRelationship });
  const errors: RelationshipErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'relationship' || field === 'otherRelationship') && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return errors;
}

/**
 * Adds a loved one: their relationship to the customer, then the same personal-details form as the
 * customer's, saved with POST lovedone.
 */
export function LovedOneForm({ onCreated, onCancel }: LovedOneFormProps) {
  const headingId = useId();
  const [relationship, setRelationship] = useState<Relationship | null>(null);
  const [otherRelationship, setOtherRelationship] = useState('');
  const [errors, setErrors] = useState<RelationshipErrors>({});
  const relationshipRef = useRef<HTMLDivElement>(null);
  const { save, isSaving, problem, clearProblem } = useSaveDetails<Profile>(
    'POST',
    PROFILE_URLS.lovedOnes,
    messages.success.lovedOneCreated,
  );

  const submit = (details: PersonalDetails) => {
    const found = relationshipErrors(details, relationship, otherRelationship);
    setErrors(found);
    if (relationship === null || Object.keys(found).length > 0) {
      relationshipRef.current?.querySelector<HTMLElement>('button, input')?.focus();
      return;
    }
    void save({
      ...detailsBody(details),
      relationship,
      otherRelationship: relationship === OTHERS ? otherRelationship.trim() : null,
    }).then((saved) => {
      if (saved !== null) onCreated(saved.data);
    });
  };

  return (
    <section aria-labelledby={headingId} className={layout.section}>
      <h3 id={headingId}>{messages.profilePage.addLovedOneTitle}</h3>
      <div ref={relationshipRef} className={layout.stack}>
        <Select<Relationship>
          label={messages.fields.relationship}
          options={RELATIONSHIP_OPTIONS}
          value={relationship}
          onChange={(value) => {
            setRelationship(value);
            setErrors({});
          }}
          onBlur={() => {
            setErrors(relationshipErrors({}, relationship, otherRelationship));
          }}
          errorMessage={errors.relationship}
          isRequired
        />
        {relationship === OTHERS ? (
          <TextField
            label={messages.fields.otherRelationship}
            value={otherRelationship}
            onChange={setOtherRelationship}
            onBlur={() => {
              setErrors(relationshipErrors({}, relationship, otherRelationship));
            }}
            errorMessage={errors.otherRelationship}
            isRequired
          />
        ) : null}
      </div>
      <PersonalDetailsEditor
        title={messages.labels.personalDetails}
        headingLevel={3}
        editing="new-loved-one"
        isSaving={isSaving}
        problem={problem}
        onIdChange={clearProblem}
        onSubmit={submit}
        onCancel={onCancel}
      />
    </section>
  );
}
