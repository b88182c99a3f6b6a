import { addressFromOneMap, oneMapSearchResponseSchema, type PostalLookupAddress } from '@careportal/domain';
import type { PostalCodeLookup } from '@careportal/ui';
import { useCallback } from 'react';
import { useApiClient } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import { PROFILE_URLS } from './profileApi';

/**
 * Reads a postal-code answer (OneMap's shape): the address found, or null when nothing was; throws when the
 * lookup itself failed, so the address form says it could not look the code up.
 */
export function postalLookupAnswer(result: ApiResult): PostalLookupAddress | null {
  if (result.error) throw new Error(`The postal code lookup answered ${String(result.httpCode)}.`);
  const parsed = oneMapSearchResponseSchema.safeParse(result.data);
  if (!parsed.success) throw new Error('The postal code lookup answered in an unknown shape.');
  return addressFromOneMap(parsed.data);
}

/**
 * The address form's postal-code lookup: GET public/v1/postal-code/{code} (no token), read from OneMap's
 * shape. The form ignores an answer that arrives after a newer lookup started.
 */
export function usePostalLookup(): PostalCodeLookup {
  const client = useApiClient();
  return useCallback(
    (postalCode: string) =>
      client
        .request('GET', PROFILE_URLS.postalCode(postalCode), { auth: false, quiet: true })
        .then(postalLookupAnswer),
    [client],
  );
}
