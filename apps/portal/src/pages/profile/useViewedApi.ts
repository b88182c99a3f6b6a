import useSWR, { type SWRResponse } from 'swr';
import { useApiClient } from '../../api/ApiProvider';
import type { ApiResult } from '../../api/client';
import { useActingFor } from './ActingForProvider';

/** The cache key's "who": the loved one's id, or this for the customer themselves. */
export const SELF_KEY = 'self';

/**
 * Reads `url` with GET for the person the customer acts for (the client sends `view-as`). The SWR key holds
 * who is viewed, so switching person never shows the previous person's data; null reads nothing. Errors are
 * the caller's to show (hideToast).
 */
export function useViewedApi<T>(url: string | null): SWRResponse<ApiResult<T>> {
  const client = useApiClient();
  const { lovedOneId } = useActingFor();
  return useSWR(
    url === null ? null : (['viewed', url, lovedOneId ?? SELF_KEY] as const),
    ([, key]: readonly [string, string, string]) => client.request<T>('GET', key, true, true),
  );
}
