import type { VolunteerKind } from '@careportal/domain';
import { Button, InlineAlert, Stack, TextField } from '@careportal/ui';
import type { ReactNode } from 'react';
import { StepHeading } from './StepHeading';
import type { CheckInForm, CheckInState } from './useCheckIn';
import { useCheckInText } from './useCheckInText';

/** Props of {@link IdentityStep}. */
export interface IdentityStepProps {
  kind: VolunteerKind;
  checkIn: CheckInState;
  /** The notice of the last try, if any. */
  notice: ReactNode;
  /** A field's error, in the language in force. */
  errorOf: (field: keyof CheckInForm) => string | undefined;
}

/**
 * Who are you (VALIDATION_PROFILE, and RETRY_VALIDATION_PROFILE after details that matched nobody): a
 * volunteer's NRIC / FIN and the last four digits of their mobile, or an organisation's code and PIN.
 */
export function IdentityStep({ kind, checkIn, notice, errorOf }: IdentityStepProps) {
  const { text } = useCheckInText();
  const { form, headingRef } = checkIn;
  const isOrg = kind === 'org';
  return (
    <Stack as="form" space="sm" noValidate onSubmit={(event) => void checkIn.validate(event)}>
      <StepHeading headingRef={headingRef}>{isOrg ? text.orgIntro : text.individualIntro}</StepHeading>
      {checkIn.step === 'RETRY_VALIDATION_PROFILE' ? (
        <InlineAlert tone="error" role="alert" title={isOrg ? text.orgNotMatched : text.identityNotMatched} />
      ) : null}
      {notice}
      <TextField
        label={isOrg ? text.orgCode : text.nric}
        description={isOrg ? undefined : text.nricDescription}
        value={form.id}
        onChange={(id) => {
          checkIn.setField('id', id);
        }}
        errorMessage={errorOf('id')}
        isRequired
        autoComplete="off"
        maxLength={20}
      />
      <TextField
        label={isOrg ? text.pin : text.lastFour}
        description={isOrg ? text.pinDescription : undefined}
        value={form.secret}
        onChange={(secret) => {
          checkIn.setField('secret', secret);
        }}
        errorMessage={errorOf('secret')}
        isRequired
        inputMode="numeric"
        type={isOrg ? 'password' : 'text'}
        autoComplete="off"
        maxLength={4}
      />
      <Button type="submit" fullWidth isLoading={checkIn.isBusy}>
        {text.continue}
      </Button>
    </Stack>
  );
}
