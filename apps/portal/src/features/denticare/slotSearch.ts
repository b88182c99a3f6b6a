/**
 * The signed-in pages' slot searches (POST denticare/client/availableslot), kept apart from ./api so that the
 * public pages, which never search as a signed-in person, do not load the acting-for state with them.
 */
import type { AvailableSlotRequest } from '@careportal/domain';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import { useApiClient } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import { usePerson } from '../people/useViewedApi';
import { DENTICARE_URLS, type AvailableSlotAnswer } from './client';

/**
 * Searches the free slots (POST denticare/client/availableslot) for the person the customer acts for, cached by
 * that person and the request; null searches nothing. Errors are the caller's to show.
 */
export function useAvailableSlots(
  request: AvailableSlotRequest | null,
): SWRResponse<ApiResult<AvailableSlotAnswer>> {
  const client = useApiClient();
  const { key: who } = usePerson();
  return useSWR(
    request === null ? null : (['denticare-slots', JSON.stringify(request), who] as const),
    ([, body]: readonly [string, string, string]) =>
      client.request<AvailableSlotAnswer>('POST', DENTICARE_URLS.client.availableSlot, {
        quiet: true,
        body: JSON.parse(body),
      }),
  );
}

/** Searches every free-slot list again (after a booking, or a time taken meanwhile): what is shown is what is free. */
export function useRefreshSlots(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === 'denticare-slots');
}
