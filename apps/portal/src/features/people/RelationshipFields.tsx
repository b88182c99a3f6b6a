import {
  OTHERS,
  createLovedOneSchema,
  messages,
  type PersonalDetails,
  type Relationship,
} from '@careportal/domain';
import { RELATIONSHIP_OPTIONS, Select, TextField, type ErrorSummaryProblem } from '@careportal/ui';
import { useId, useState } from 'react';

/** What is wrong with a loved one's relationship, by field. */
export type RelationshipErrors = Partial<Record<'relationship' | 'otherRelationship', string>>;

/** A new loved one's relationship as POST lovedone takes it, beside their personal details. */
export interface RelationshipBody {
  relationship: Relationship;
  /** The relationship in the customer's words when it is Others; null otherwise. */
  otherRelationship: string | null;
}

/** The relationship of a loved one being added, as its fields hold it (see {@link useRelationship}). */
export interface RelationshipAnswer {
  relationship: Relationship | null;
  otherRelationship: string;
  errors: RelationshipErrors;
  /** Chosen, and named in the customer's words when it is Others. */
  isGiven: boolean;
  /** The fields' ids, which the problems' links lead to. */
  ids: { relationship: string; otherRelationship: string };
  /** What is wrong, as the summary of the form beside it lists it (each a link to its field). */
  problems: ErrorSummaryProblem[];
  /** Chooses a relationship; what was wrong is forgotten until the next check. */
  choose: (relationship: Relationship | null) => void;
  setOtherRelationship: (otherRelationship: string) => void;
  /** Shows what is wrong with the relationship so far: the check when a field is left. */
  checkSoFar: () => void;
  /**
   * Checks the relationship with the loved one's personal details and shows what is wrong; the relationship as
   * the API takes it when nothing is, else null.
   */
  submit: (details: PersonalDetails) => RelationshipBody | null;
}

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

/** The relationship of a loved one being added: what was chosen, what is wrong with it, and its checks. */
export function useRelationship(): RelationshipAnswer {
  const [relationship, setRelationship] = useState<Relationship | null>(null);
  const [otherRelationship, setOtherRelationship] = useState('');
  const [errors, setErrors] = useState<RelationshipErrors>({});
  const idPrefix = useId();
  const ids = { relationship: `${idPrefix}-relationship`, otherRelationship: `${idPrefix}-other` };
  const problems: ErrorSummaryProblem[] = (['relationship', 'otherRelationship'] as const).flatMap(
    (field) => {
      const message = errors[field];
      return message === undefined ? [] : [{ message, fieldId: ids[field] }];
    },
  );
  return {
    relationship,
    otherRelationship,
    errors,
    ids,
    problems,
    isGiven: relationship !== null && (relationship !== OTHERS || otherRelationship.trim() !== ''),
    choose: (chosen) => {
      setRelationship(chosen);
      setErrors({});
    },
    setOtherRelationship,
    checkSoFar: () => {
      setErrors(relationshipErrors({}, relationship, otherRelationship));
    },
    submit: (details) => {
      const found = relationshipErrors(details, relationship, otherRelationship);
      setErrors(found);
      if (relationship === null || Object.keys(found).length > 0) return null;
      return {
        relationship,
        otherRelationship: relationship === OTHERS ? otherRelationship.trim() : null,
      };
    },
  };
}

/** Props of {@link RelationshipFields}. */
export interface RelationshipFieldsProps {
  /** The relationship, from {@link useRelationship}. */
  answer: RelationshipAnswer;
  /** Help under the relationship. */
  description?: string;
  /**
   * Checks the relationship as soon as it is left, not only when the form is sent. The other relationship is
   * always checked when it is left.
   */
  isCheckedOnLeave?: boolean;
}

/**
 * A new loved one's relationship to the customer: the relationship, and in the customer's words when it is
 * Others. The caller lays the fields out.
 */
export function RelationshipFields({
  answer,
  description,
  isCheckedOnLeave = false,
}: RelationshipFieldsProps) {
  return (
    <>
      <Select<Relationship>
        id={answer.ids.relationship}
        label={messages.fields.relationship}
        description={description}
        options={RELATIONSHIP_OPTIONS}
        value={answer.relationship}
        onChange={answer.choose}
        onBlur={isCheckedOnLeave ? answer.checkSoFar : undefined}
        errorMessage={answer.errors.relationship}
        isRequired
      />
      {answer.relationship === OTHERS ? (
        <TextField
          id={answer.ids.otherRelationship}
          label={messages.fields.otherRelationship}
          value={answer.otherRelationship}
          onChange={answer.setOtherRelationship}
          onBlur={answer.checkSoFar}
          errorMessage={answer.errors.otherRelationship}
          isRequired
        />
      ) : null}
    </>
  );
}
