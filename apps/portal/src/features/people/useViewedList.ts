import { useToast } from '@careportal/ui';
import { useApiClient } from '../../data/ApiProvider';
import type { ApiClient, ApiResult } from '../../data/client';
import type { Read } from '../../data/Query';
import { resultText } from './profileApi';
import { usePerson, useViewedApi, type PersonRef } from './useViewedApi';

/** What {@link useViewedList} gives a profile list's hook. */
export interface ViewedList<T> {
  /** The list of the person viewed; undefined while loading. */
  list: T[] | undefined;
  /** The list could not be read. */
  failed: boolean;
  reload: () => void;
  /** The read itself, for `Query` to show its loading, error and content. */
  read: Read<T[]>;
  /** The client the changes are sent with. */
  client: ApiClient;
  /** What a change sends so it is made for the person viewed (their `view-as`), if anything. */
  forPerson: { viewAs: string | null } | undefined;
  /**
   * Ends a change: when it was made, says so in a toast (the server's message, else `fallback`) and reads the
   * list again. Returns whether it was made.
   */
  done: (result: ApiResult, fallback: string) => boolean;
}

/**
 * A list the profile keeps for the person viewed (their addresses, their next-of-kin): its read, and what its
 * changes need, so each is made for the same person and confirmed to the customer with the server's message.
 */
export function useViewedList<T>(url: string, person?: PersonRef): ViewedList<T> {
  const client = useApiClient();
  const { show } = useToast();
  const { data, mutate } = useViewedApi<T[]>(url, person);
  const { viewAs } = usePerson(person);

  const done = (result: ApiResult, fallback: string): boolean => {
    if (result.error) return false;
    show({ type: 'success', content: resultText(result, fallback) });
    void mutate();
    return true;
  };

  return {
    list: data === undefined || data.error ? undefined : (data.data ?? []),
    failed: data?.error === true,
    reload: () => {
      void mutate();
    },
    read: { data, mutate },
    client,
    forPerson: viewAs === undefined ? undefined : { viewAs },
    done,
  };
}
