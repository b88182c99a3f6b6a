import { formatMessage, messages, type PersonalDetails, registerPageMessages } from '@careportal/domain';
import { Skeleton, Stack } from '@careportal/ui';
import { useEffect, useId, useState } from 'react';
import { Query } from '../../../data/Query';
import { PersonalDetailsEditor } from '../../people/PersonalDetailsEditor';
import { PROFILE_URLS, profileFormValues, type Profile } from '../../people/profileApi';
import { RelationshipFields, useRelationship } from '../../people/RelationshipFields';
import { detailsBody, useSaveDetails } from '../../people/useSaveDetails';
import { useViewedApi, type PersonRef } from '../../people/useViewedApi';
import { DETAILS_FORM_ID } from './formIds';
import { layout } from './layout';

/** Props of {@link DetailsStep}. */
export interface DetailsStepProps {
  /** Whose details: the customer, a loved one (their id as view-as), or a loved one not created yet (null). */
  person: PersonRef | null;
  /** The name of the loved one chosen, for the title; undefined for oneself. */
  lovedOneName?: string | undefined;
  /**
   * The chosen service's category: the date of birth must meet its age rule (Active Ageing from 60) before the
   * details are saved, so a person the programme is not for learns it here, not at Add to cart.
   */
  programmeCategory: string | null;
  /** Told whether the form can be submitted (the step bar's Next). */
  onValidityChange: (isValid: boolean) => void;
  /** The details were saved: the person's record as the server answered it. */
  onSaved: (person: Profile) => void;
  onSavingChange: (isSaving: boolean) => void;
}

/**
 * Your details: the personal-details form of the person the registration is for, saved when the person moves
 * on (the step bar's Next submits it), and only once valid: the date of birth meets the chosen programme's age
 * rule, or the field says why and nothing is saved. For oneself or an existing loved one it starts from their profile and is
 * saved with PUT profile; a new loved one is created here with POST lovedone, with their relationship, and not
 * before.
 */
export function DetailsStep({
  person,
  lovedOneName,
  programmeCategory,
  onValidityChange,
  onSaved,
  onSavingChange,
}: DetailsStepProps) {
  const headingId = useId();
  const isNew = person === null;
  const profile = useViewedApi<Profile>(isNew ? null : PROFILE_URLS.profile, person ?? undefined);
  const relationship = useRelationship();
  const [isFormValid, setFormValid] = useState(false);
  const relationshipGiven = !isNew || relationship.isGiven;
  useEffect(() => {
    onValidityChange(isFormValid && relationshipGiven);
  }, [isFormValid, relationshipGiven, onValidityChange]);
  const update = useSaveDetails<Profile>(
    'PUT',
    PROFILE_URLS.profile,
    messages.success.personalDetailUpdated,
    person ?? undefined,
  );
  const create = useSaveDetails<Profile>('POST', PROFILE_URLS.lovedOnes, messages.success.lovedOneCreated, {
    viewAs: null,
  });
  const saving = isNew ? create : update;

  const title = isNew
    ? registerPageMessages.detailsTitleNew
    : lovedOneName === undefined
      ? registerPageMessages.detailsTitleMyself
      : formatMessage(registerPageMessages.detailsTitleLovedOne, { name: lovedOneName });

  const submit = (details: PersonalDetails) => {
    const given = isNew ? relationship.submit(details) : null;
    if (isNew && given === null) return;
    const body = { ...detailsBody(details), ...given };
    onSavingChange(true);
    void saving.save(body).then((saved) => {
      onSavingChange(false);
      if (saved?.data) onSaved(saved.data);
    });
  };

  /** The step, for the person's saved details: null for a new loved one, undefined while they load. */
  const step = (loaded: Profile | null | undefined) => (
    <Stack aria-labelledby={headingId} as="section" space="lg">
      <h2 id={headingId} className={layout.stepTitle}>
        {title}
      </h2>
      {isNew ? (
        <Stack space="md">
          <RelationshipFields answer={relationship} description={registerPageMessages.relationshipHint} />
        </Stack>
      ) : null}
      {loaded === undefined ? (
        <Skeleton shape="card" lines={6} />
      ) : (
        <PersonalDetailsEditor
          key={loaded?.id ?? 'new'}
          value={loaded === null ? undefined : profileFormValues(loaded)}
          title={messages.labels.personalDetails}
          headingLevel={3}
          nameLocked={loaded?.locks.name ?? false}
          editing={isNew ? 'new-loved-one' : 'viewed'}
          isSaving={saving.isSaving}
          problem={saving.problem}
          onIdChange={saving.clearProblem}
          onSubmit={submit}
          formId={DETAILS_FORM_ID}
          hideActions
          onValidityChange={setFormValid}
          programmeCategory={programmeCategory}
          {...(isNew ? { relationship } : {})}
        />
      )}
    </Stack>
  );

  if (isNew) return step(null);
  return (
    <Query query={profile} loading={step(undefined)}>
      {step}
    </Query>
  );
}
