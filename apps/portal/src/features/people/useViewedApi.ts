import useSWR, { type SWRResponse } from 'swr';
import { useApiClient, useViewAs } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import { useOptionalActingFor } from './ActingForProvider';

/** The cache key's "who": the loved one's id, or this for the customer themselves. */
export const SELF_KEY = 'self';

/**
 * A person a page works for without changing whom the portal acts for (the registration wizard): their loved-one
 * id as `view-as`, or null for the customer themselves.
 */
export interface PersonRef {
  viewAs: string | null;
}

/**
 * Whom calls are for: `person` when given, else whom the customer acts for (an {@link ActingForProvider} above),
 * else whom the client's calls are for. `viewAs` is what to send (undefined: the client's own `view-as`).
 */
export function usePerson(person?: PersonRef): { key: string; viewAs: string | null | undefined } {
  const acting = useOptionalActingFor();
  const clientViewAs = useViewAs();
  if (person !== undefined) return { key: person.viewAs ?? SELF_KEY, viewAs: person.viewAs };
  return { key: (acting === null ? clientViewAs : acting.lovedOneId) ?? SELF_KEY, viewAs: undefined };
}

/**
 * Reads `url` with GET for the person the customer acts for (the client sends `view-as`), or for `person`. The
 * SWR key holds who is viewed, so switching person never shows the previous person's data; null reads nothing.
 * Errors are the caller's to show (quiet).
 */
export function useViewedApi<T>(url: string | null, person?: PersonRef): SWRResponse<ApiResult<T>> {
  const client = useApiClient();
  const { key: who, viewAs } = usePerson(person);
  return useSWR(
    url === null ? null : (['viewed', url, who] as const),
    ([, key]: readonly [string, string, string]) =>
      client.request<T>('GET', key, { quiet: true, ...(viewAs === undefined ? undefined : { viewAs }) }),
  );
}
