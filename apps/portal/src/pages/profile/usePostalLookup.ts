import type { PostalCodeLookup } from '@careportal/ui';
import { useCallback } from 'react';
import { useApiClient } from '../../api/ApiProvider';
import { PROFILE_URLS, postalLookupAnswer } from './profileApi';

/**
 * The address form's postal-code lookup: GET public/v1/postal-code/{code} (no token), read from OneMap's
 * shape. The form ignores an answer that arrives after a newer lookup started.
 */
export function usePostalLookup(): PostalCodeLookup {
  const client = useApiClient();
  return useCallback(
    (postalCode: string) =>
      client.request('GET', PROFILE_URLS.postalCode(postalCode), false, true).then(postalLookupAnswer),
    [client],
  );
}
