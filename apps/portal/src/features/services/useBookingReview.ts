import { SESSION_CANCELLATION_GRACE_WORKING_DAYS, type ServiceBooking } from '@careportal/domain';
import { useSWRConfig } from 'swr';
import { useApi } from '../../data/ApiProvider';
import type { Read } from '../../data/Query';
import { isBookingsKey, reviewUrl } from './api';
import { useServices } from './useServices';

/** What {@link useBookingReview} gives a booking page. */
export interface BookingReview {
  /** The read of the booking, for the page's Query; null for no sessionId (nothing to read). */
  read: Read<ServiceBooking> | null;
  /** The booking's service's grace period in working days (2 until the services are read). */
  graceWorkingDays: number;
  /** Reads the booking again (fresh change rules). */
  refresh: () => Promise<unknown>;
  /** Marks every services, bookings, review and slots read stale, after a change. */
  invalidateAll: () => Promise<unknown>;
}

/** A booking page's booking, from GET yoda-sessions/review (fresh change rules), and its service's grace. */
export function useBookingReview(sessionId: string | null): BookingReview {
  const review = useApi<ServiceBooking>(sessionId === null ? null : reviewUrl(sessionId), {
    quiet: true,
  });
  const services = useServices();
  const { mutate } = useSWRConfig();
  const serviceId = review.data?.data?.serviceId;
  const service = services.data?.data?.services.find((each) => each.id === serviceId);
  return {
    read: sessionId === null ? null : review,
    graceWorkingDays: service?.graceWorkingDays ?? SESSION_CANCELLATION_GRACE_WORKING_DAYS,
    refresh: () => review.mutate(),
    invalidateAll: () => mutate(isBookingsKey),
  };
}
