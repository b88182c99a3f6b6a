/**
 * The public booking's reads. A read that fails shows as nothing found, as the booking always has: a server error
 * has already sent the visitor to the Denticare error page (domain `wrapperErrorRule`), and a refused list is an
 * empty one, so the visitor can still choose, or start again.
 */
import type { SWRResponse } from 'swr';
import { useApi } from '../../../data/ApiProvider';
import type { ApiResult } from '../../../data/client';
import type { Read } from '../../../data/Query';
import { DENTICARE_URLS, type CentersAnswer, type PublicAppointment, type PublicClient } from '../api';

/** How the public booking reads: without sign-in, its failures left to the booking (see the module). */
export const PUBLIC_READ = { auth: false, quiet: true } as const;

/**
 * The list a read answers (`pick` of its data), as if the answer were `none` when it has no data or failed (see
 * the module).
 */
export function listOf<T, I>(
  read: SWRResponse<ApiResult<T>>,
  none: T,
  pick: (data: T) => readonly I[] | undefined,
): Read<readonly I[]> {
  const answer = read.data;
  return {
    data:
      answer === undefined ? undefined : { ...answer, error: false, data: pick(answer.data ?? none) ?? [] },
    mutate: read.mutate,
  };
}

/** What the booking starts from; null where the session has none (or it could not be read). */
export interface BookingStart {
  centers: CentersAnswer | null;
  /** The session's latest appointment: held, booked or cancelled. */
  appointment: PublicAppointment | null;
  /** The details the session has kept. */
  kept: PublicClient | null;
}

/**
 * The clinics, and the session's appointment and kept details: one read, on its way until all three answered.
 * Once read, a session read that was forgotten (useForgetSession, as the booking leaves) counts as none rather
 * than as on its way again: the booking goes on to its next page, not back to its placeholder.
 */
export function useBookingStart(sessionId: string): Read<BookingStart> {
  const centers = useApi<CentersAnswer>(DENTICARE_URLS.public.centers(sessionId), PUBLIC_READ);
  const existing = useApi<PublicAppointment | null>(
    DENTICARE_URLS.public.sessionAppointment(sessionId),
    PUBLIC_READ,
  );
  const kept = useApi<PublicClient | null>(DENTICARE_URLS.public.sessionClient(sessionId), PUBLIC_READ);
  const first = centers.data;
  const isLoading = centers.isLoading || existing.isLoading || kept.isLoading;
  return {
    data:
      isLoading || first === undefined
        ? undefined
        : {
            ...first,
            error: false,
            data: {
              centers: first.data,
              appointment: existing.data?.data ?? null,
              kept: kept.data?.data ?? null,
            },
          },
    mutate: () => Promise.all([centers.mutate(), existing.mutate(), kept.mutate()]),
  };
}
