import {
  EGIRO_BANKS,
  OTHERS,
  RELATIONSHIPS,
  RELATIONSHIP_LABELS,
  egiroPageMessages,
  messages,
} from '@careportal/domain';
import { Button, InlineAlert, NricField, RadioGroup, Select, Stack, TextField } from '@careportal/ui';
import type { ForWhom } from './egiroApplication';
import { useEgiroApplication } from './useEgiroApplication';

const text = egiroPageMessages;
const FOR_WHOM = [
  { value: 'self', label: text.forMyself },
  { value: 'lovedOne', label: text.forLovedOne },
] as const;
const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABELS[value] }));
const BANK_OPTIONS = EGIRO_BANKS.map((bank) => ({ value: bank.code, label: bank.name }));

/** Props of {@link EgiroApplication}. */
export interface EgiroApplicationProps {
  /** Leaves for the bank's page. */
  redirect: (url: string) => void;
}

/**
 * The eGIRO application: what it is for, then the form: for whom (the customer or a loved one, by ID number, with
 * the relationship) and the bank, then Continue to the bank (see {@link useEgiroApplication}).
 */
export function EgiroApplication({ redirect }: EgiroApplicationProps) {
  const { values, update, errors, nricError, formError, isSending, submit } = useEgiroApplication(redirect);
  return (
    <>
      <p>{text.applyIntro}</p>
      <Stack as="form" space="lg" noValidate onSubmit={(event) => void submit(event)}>
        <RadioGroup
          label={text.existingCustomer}
          options={FOR_WHOM}
          value={values.forWhom}
          onChange={(forWhom: ForWhom) => {
            update({ forWhom });
          }}
          isRequired
          isInvalid={errors.forWhom !== undefined}
          errorMessage={errors.forWhom}
        />
        {values.forWhom === 'lovedOne' ? (
          <>
            <NricField
              label={text.lovedOneId}
              value={values.nationalId}
              onChange={(nationalId) => {
                update({ nationalId });
              }}
              isRequired
              isInvalid={nricError !== undefined}
              errorMessage={nricError}
            />
            <Select
              label={messages.fields.relationship}
              options={RELATIONSHIP_OPTIONS}
              value={values.relationship}
              onChange={(relationship) => {
                update({ relationship });
              }}
              isRequired
              isInvalid={errors.relationship !== undefined}
              errorMessage={errors.relationship}
            />
            {values.relationship === OTHERS ? (
              <TextField
                label={messages.fields.otherRelationship}
                value={values.otherRelationship}
                onChange={(otherRelationship) => {
                  update({ otherRelationship });
                }}
                isRequired
                isInvalid={errors.otherRelationship !== undefined}
                errorMessage={errors.otherRelationship}
              />
            ) : null}
          </>
        ) : null}
        <Select
          label={text.bank}
          options={BANK_OPTIONS}
          value={values.bankCode}
          onChange={(bankCode) => {
            update({ bankCode });
          }}
          isRequired
          isInvalid={errors.bankCode !== undefined}
          errorMessage={errors.bankCode}
        />
        {formError === null ? null : <InlineAlert tone="error" title={formError} role="alert" />}
        <div>
          <Button type="submit" isLoading={isSending}>
            {text.continueToBank}
          </Button>
        </div>
      </Stack>
    </>
  );
}
