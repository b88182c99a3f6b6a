import { useApi } from '../../data/ApiProvider';
import type { Read } from '../../data/Query';
import { PROFILE_URLS, type LovedOneEntry } from './profileApi';

/** What {@link useLovedOnes} gives. */
export interface LovedOnes {
  /** The customer's loved ones; undefined while loading or when they could not be read. */
  lovedOnes: LovedOneEntry[] | undefined;
  failed: boolean;
  reload: () => void;
  /** The read itself, for `Query` to show its loading, error and content. */
  read: Read<LovedOneEntry[]>;
}

/** The customer's loved ones (GET lovedone, the same whoever is viewed), read quietly. */
export function useLovedOnes(isEnabled = true): LovedOnes {
  const { data, mutate } = useApi<LovedOneEntry[]>(isEnabled ? PROFILE_URLS.lovedOnes : null, {
    quiet: true,
  });
  return {
    lovedOnes: data === undefined || data.error ? undefined : (data.data ?? []),
    failed: data?.error === true,
    reload: () => {
      void mutate();
    },
    read: { data, mutate },
  };
}
