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

/**
 * Keeps `answer` (a call's answer with the session's appointment, such as the confirmation's) as what the tab
 * has read of the session's appointment, so the next page shows it at once. Clearing it and reading it again is
 * not enough: SWR drops the answer of a read that started before the clearing, and the next page would share
 * that read and show nothing.
 */
export function useRememberAppointment(): (answer: unknown) => Promise<void> {
  const { mutate } = useSWRConfig();
  return async (answer) => {
    await mutate(
      (key: unknown) =>
        Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('public/v1/appointment?'),
      answer,
      { revalidate: false },
    );
  };
}
