import { messages, toProfilePayload, type PersonalDetails } from '@careportal/domain';
import { useToast } from '@careportal/ui';
import { useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import type { ApiResult, HttpMethod } from '../../data/client';
import type { PersonRef } from './useViewedApi';
import { fieldErrorsOf, idConflictOf, resultText, type FieldError, type IdConflict } from './profileApi';

/** The outcome of a save the form shows: field errors (400) or an ID conflict (409). */
export interface SaveProblem {
  fieldErrors: FieldError[];
  conflict: IdConflict | null;
}

/** What {@link useSaveDetails} gives the form. */
export interface SaveDetails<T> {
  /** Saves; resolves with what the server answered (the saved record), or null after showing why it was not saved. */
  save: (body: object) => Promise<{ data: T | null } | null>;
  isSaving: boolean;
  problem: SaveProblem;
  clearProblem: () => void;
}

const NO_PROBLEM: SaveProblem = { fieldErrors: [], conflict: null };

/**
 * Sends personal details (PUT profile, POST lovedone): domain toProfilePayload of the form's values plus any
 * extra fields. Success shows the server's message (else `successFallback`); a 400's field errors and a 409's
 * ID conflict are kept for the form to show where they belong; anything else is a support message. The form
 * stays as the person left it whatever happens. With `person`, the call is for them (their `view-as`).
 */
export function useSaveDetails<T>(
  method: HttpMethod,
  url: string,
  successFallback: string,
  person?: PersonRef,
): SaveDetails<T> {
  const client = useApiClient();
  const { show } = useToast();
  const [isSaving, setSaving] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>(NO_PROBLEM);

  const save = async (body: object): Promise<{ data: T | null } | null> => {
    setSaving(true);
    let result: ApiResult<T>;
    try {
      result = await client.request<T>(method, url, {
        quiet: true,
        body: body,
        ...(person === undefined ? undefined : { viewAs: person.viewAs }),
      });
    } finally {
      setSaving(false);
    }
    if (!result.error) {
      setProblem(NO_PROBLEM);
      show({ type: 'success', content: resultText(result, successFallback) });
      return { data: result.data };
    }
    const conflict = idConflictOf(result);
    const fieldErrors = conflict === null ? fieldErrorsOf(result) : [];
    setProblem({ fieldErrors, conflict });
    if (conflict === null && fieldErrors.length === 0) {
      show({ type: 'support', content: resultText(result, messages.generic.somethingWentWrong) });
    }
    return null;
  };

  return {
    save,
    isSaving,
    problem,
    clearProblem: () => {
      setProblem(NO_PROBLEM);
    },
  };
}

/** The PUT profile / POST lovedone body of the personal-details form's values. */
export function detailsBody(details: PersonalDetails): object {
  return toProfilePayload(details);
}
