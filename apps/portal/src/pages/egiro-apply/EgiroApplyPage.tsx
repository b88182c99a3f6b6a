import {
  DEFAULT_ID_TYPE,
  EGIRO_BANKS,
  OTHERS,
  RELATIONSHIPS,
  RELATIONSHIP_LABELS,
  egiroPageMessages,
  formatMessage,
  messages,
  type IdType,
} from '@careportal/domain';
import { Button, InlineAlert, NricField, RadioGroup, Select, TextField, sprinkles } from '@careportal/ui';
import { useState, type SyntheticEvent } from 'react';
import { useApi, useApiClient } from '../../data/ApiProvider';
import type { PageProps } from '../../pageModules';
import { applyErrors, type EgiroApplyValues, type ForWhom } from '../../features/payments/egiroApplication';
import { EGIRO_URLS, leaveFor, type CreatedArrangement } from '../../features/payments/egiroApi';

const text = egiroPageMessages;
const QUIET = { quiet: true } as const;
/** GET profile: the signed-in customer; only their ID number is needed here. */
const PROFILE_URL = 'profile';
interface OwnProfile {
  nric: string | null;
}
/** The relationship sent when the arrangement pays the account holder's own bills. */
const SELF = 'Self';
const FOR_WHOM = [
  { value: 'self', label: text.forMyself },
  { value: 'lovedOne', label: text.forLovedOne },
] as const;
const RELATIONSHIP_OPTIONS = RELATIONSHIPS.map((value) => ({ value, label: RELATIONSHIP_LABELS[value] }));
const BANK_OPTIONS = EGIRO_BANKS.map((bank) => ({ value: bank.code, label: bank.name }));
const layout = {
  form: sprinkles({ display: 'grid', gap: 'lg' }),
  section: sprinkles({ display: 'grid', gap: 'md' }),
} as const;

function idTypeName(idType: IdType): string {
  return idType === 'FIN' ? 'FIN' : 'NRIC';
}

/** Props of {@link EgiroApplyPage}. */
export interface EgiroApplyPageProps extends PageProps {
  /** Leaves for the bank's page (the browser's own navigation by default); stories record it. */
  redirect?: (url: string) => void;
}

/**
 * Apply for eGIRO (/egiro/apply): for whom (the customer or a loved one, by ID number), the relationship and the
 * bank; then a new DDA reference number, the application, and the bank's own page to approve it. The arrangement
 * is Pending until the bank approves.
 */
export function EgiroApplyPage({ title, redirect = leaveFor }: EgiroApplyPageProps) {
  const client = useApiClient();
  const profile = useApi<OwnProfile>(PROFILE_URL, QUIET);
  const [values, setValues] = useState<EgiroApplyValues>({
    forWhom: null,
    nationalId: { idType: DEFAULT_ID_TYPE, nric: '' },
    relationship: null,
    otherRelationship: '',
    bankCode: null,
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ field: 'nric' | 'form'; text: string } | null>(null);
  const [isSending, setSending] = useState(false);

  const errors = submitted ? applyErrors(values) : {};
  const nricError = errors.nric ?? (serverError?.field === 'nric' ? serverError.text : undefined);
  const update = (change: Partial<EgiroApplyValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setServerError(null);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (isSending || Object.keys(applyErrors(values)).length > 0 || values.bankCode === null) return;
    const ownNric = profile.data?.data?.nric ?? null;
    const nric = values.forWhom === 'self' ? ownNric : values.nationalId.nric.trim().toUpperCase();
    if (nric === null || nric === '') {
      setServerError({ field: 'form', text: text.applyFailed });
      return;
    }
    const relationship =
      values.forWhom === 'self'
        ? SELF
        : values.relationship === OTHERS
          ? values.otherRelationship.trim()
          : (values.relationship ?? '');
    setSending(true);
    setServerError(null);
    const dda = await client.request<{ ddaRefNo: string }>('GET', EGIRO_URLS.ddaRefNo(nric), { quiet: true });
    const ddaRefNo = dda.data?.ddaRefNo;
    const created =
      dda.error || ddaRefNo === undefined
        ? dda
        : await client.request<CreatedArrangement>('POST', EGIRO_URLS.create, {
            quiet: true,
            body: {
              applicantBankCode: values.bankCode,
              ddaRefNo,
              nric,
              relationship,
            },
          });
    const answer = created.error ? null : (created.data as CreatedArrangement | null);
    if (answer !== null) {
      redirect(answer.redirectUrl);
      return;
    }
    setSending(false);
    if (created.httpCode === 404) {
      setServerError({
        field: values.forWhom === 'self' ? 'form' : 'nric',
        text: formatMessage(messages.egiro.noExistingClient, {
          idType: idTypeName(values.nationalId.idType),
        }),
      });
    } else {
      setServerError({ field: 'form', text: text.applyFailed });
    }
  };

  return (
    <div className={layout.section}>
      <h1>{title}</h1>
      <p>{text.applyIntro}</p>
      <form className={layout.form} noValidate onSubmit={(event) => void submit(event)}>
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
        {serverError?.field === 'form' ? (
          <InlineAlert tone="error" title={serverError.text} role="alert" />
        ) : null}
        <div>
          <Button type="submit" isLoading={isSending}>
            {text.continueToBank}
          </Button>
        </div>
      </form>
    </div>
  );
}
