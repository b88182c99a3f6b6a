import {
  DEFAULT_ID_TYPE,
  OTHERS,
  egiroPageMessages,
  formatMessage,
  messages,
  type IdType,
} from '@careportal/domain';
import { useState, type SyntheticEvent } from 'react';
import { useApi, useApiClient } from '../../data/ApiProvider';
import { applyErrors, type EgiroApplyErrors, type EgiroApplyValues } from './egiroApplication';
import { EGIRO_URLS, type CreatedArrangement } from './egiroApi';

const text = egiroPageMessages;
/** GET profile: the signed-in customer; only their ID number is needed here. */
const PROFILE_URL = 'profile';
interface OwnProfile {
  nric: string | null;
}
/** The relationship sent when the arrangement pays the account holder's own bills. */
const SELF = 'Self';

function idTypeName(idType: IdType): string {
  return idType === 'FIN' ? 'FIN' : 'NRIC';
}

/** What the server refused of an application: at the ID number field, or for the whole form. */
export interface ApplyRefusal {
  field: 'nric' | 'form';
  text: string;
}

/**
 * The eGIRO application: what the form holds, its errors once submitted (and the server's, at the ID number or
 * for the form), and `submit`, which takes a new DDA reference number for the ID number (the customer's own, from
 * their profile, or the loved one's), applies (POST egiro/create) and leaves for the bank's page to approve it.
 * A loved one who is not a client is said at the ID number field; any other failure for the form.
 */
export function useEgiroApplication(redirect: (url: string) => void) {
  const client = useApiClient();
  const profile = useApi<OwnProfile>(PROFILE_URL, { quiet: true });
  const [values, setValues] = useState<EgiroApplyValues>({
    forWhom: null,
    nationalId: { idType: DEFAULT_ID_TYPE, nric: '' },
    relationship: null,
    otherRelationship: '',
    bankCode: null,
  });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<ApplyRefusal | null>(null);
  const [isSending, setSending] = useState(false);

  const errors: EgiroApplyErrors = submitted ? applyErrors(values) : {};
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
    } else if (created.errorCode === 'EGIRO_ARRANGEMENT_EXISTS' && created.errorMessage !== null) {
      // One arrangement per person and bank: the API names the person and the bank, and what to do instead.
      setServerError({ field: 'form', text: created.errorMessage });
    } else {
      setServerError({ field: 'form', text: text.applyFailed });
    }
  };

  return {
    values,
    update,
    errors,
    nricError,
    /** The refusal said for the whole form, else null. */
    formError: serverError?.field === 'form' ? serverError.text : null,
    isSending,
    submit,
  };
}
