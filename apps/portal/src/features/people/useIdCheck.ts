import { isValidNationalId } from '@careportal/domain';
import { useCallback, useRef, useState } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import { PROFILE_URLS, idConflictOfRelation, type IdConflict, type NricRelation } from './profileApi';

const HTTP_TOO_MANY_REQUESTS = 429;

/** What {@link useIdCheck} gives the form. */
export interface IdCheck {
  /** The conflict to show at the ID field, or null. */
  conflict: IdConflict | null;
  /**
   * Why the number could not be checked, to show at the ID field: too many checks lately (429), with when to try
   * again, as the server says it. Null otherwise.
   */
  notice: string | null;
  /**
   * Checks an ID number once it is a valid NRIC or FIN and differs from the last one checked. The person's
   * own saved number (`ownNric`) is no conflict and is not asked about: the server answers relative to the
   * signed-in customer, for whom a loved one's own number reads as a loved one's.
   */
  check: (nric: string, ownNric?: string | null) => void;
  /** Shows a conflict the save itself answered (409), or clears it. */
  setConflict: (conflict: IdConflict | null) => void;
}

/**
 * Asks GET profile/nric/{nric} (quietly) whether an ID number is already someone's, so the form can say so
 * before Save: someone else's client record, a loved one already under this profile, or the customer's own for a
 * new loved one. Too many checks lately (429) says so and when to try again. A number nobody has (404) or another
 * failed check shows nothing; the save is checked again by the server.
 */
export function useIdCheck(editing: 'viewed' | 'new-loved-one'): IdCheck {
  const client = useApiClient();
  const [conflict, setConflict] = useState<IdConflict | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const lastChecked = useRef<string | null>(null);

  const check = useCallback(
    (nric: string, ownNric?: string | null) => {
      const id = nric.trim().toUpperCase();
      if (id === lastChecked.current) return;
      lastChecked.current = id;
      if (!isValidNationalId(id) || id === (ownNric ?? '').trim().toUpperCase()) {
        setConflict(null);
        setNotice(null);
        return;
      }
      void client
        .request<{ relation: NricRelation }>('GET', PROFILE_URLS.nric(id), { quiet: true })
        .then((result) => {
          if (lastChecked.current !== id) return;
          setNotice(result.httpCode === HTTP_TOO_MANY_REQUESTS ? (result.errorMessage ?? null) : null);
          const relation = result.error ? null : (result.data?.relation ?? null);
          setConflict(relation === null ? null : idConflictOfRelation(relation, editing));
        });
    },
    [client, editing],
  );

  return { conflict, notice, check, setConflict };
}
