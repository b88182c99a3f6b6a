import { useSWRConfig } from 'swr';

/** Whether an SWR key (`[url, …]` of useApi) reads the session's appointment or client. */
function readsSession(key: unknown): boolean {
  if (!Array.isArray(key) || typeof key[0] !== 'string') return false;
  return /^public\/v1\/(appointment|client\/session)\?/.test(key[0]);
}

/**
 * Forgets what was read of the session's appointment and client, so the next page reads them afresh: after
 * holding, booking or cancelling, the booking page must start from what the API now holds, not from what the
 * tab read before.
 */
export function useForgetSession(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return async () => {
    await mutate(readsSession, undefined, { revalidate: false });
  };
}
