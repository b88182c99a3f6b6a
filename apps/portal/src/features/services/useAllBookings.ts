/** The bookings of several services read as one, for the appointment list: a module of its own, so no other page downloads it. */
import useSWR from 'swr';
import { useApiClient } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import type { Read } from '../../data/Query';
import { BOOKING_URLS, type BookingsAnswer, type ServiceBooking } from './api';

const QUIET = { quiet: true } as const;

/**
 * The bookings of several services together, read at once (one GET services/sessions a service), as one read:
 * failed as soon as one failed, else every service's bookings in the services' order.
 */
export function useAllBookings(serviceIds: readonly string[]): Read<ServiceBooking[]> {
  const client = useApiClient();
  const all = useSWR(['services/sessions?all', ...serviceIds], () =>
    Promise.all(
      serviceIds.map((id) => client.request<BookingsAnswer>('GET', BOOKING_URLS.bookings(id), QUIET)),
    ),
  );
  return { data: all.data === undefined ? undefined : bookingsTogether(all.data), mutate: all.mutate };
}

function bookingsTogether(results: readonly ApiResult<BookingsAnswer>[]): ApiResult<ServiceBooking[]> {
  const failed = results.find((result) => result.error || result.data === null);
  if (failed !== undefined) return { ...failed, data: null };
  return {
    httpCode: 200,
    error: false,
    statusCode: null,
    message: null,
    errorCode: null,
    errorMessage: null,
    data: results.flatMap((result) => result.data?.sessions ?? []),
  };
}
