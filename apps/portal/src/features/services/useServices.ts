/** The services of the person the portal acts for, read by My Services, the appointment list and a booking's review. */
import { useApi } from '../../data/ApiProvider';
import type { Read } from '../../data/Query';
import { BOOKING_URLS, type ServicesAnswer } from './api';

const QUIET = { quiet: true } as const;

/** GET services, quietly (each page shows its own failure): the services of the person the portal acts for. */
export function useServices(): Read<ServicesAnswer> {
  return useApi<ServicesAnswer>(BOOKING_URLS.services, QUIET);
}
