/**
 * The Denticare API's paths and how its answers offer the next free times: what the public pages
 * (./api) and the signed-in ones (./client) share, and the one place each is written.
 */
import type { PublicSlot } from '@careportal/domain';
import type { ApiResult } from '../../data/client';

const PUBLIC = 'public/v1';

function query(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined && value !== '') search.set(key, value);
  }
  return search.toString();
}

/** What the slot lists are asked for. */
export interface SlotQuery {
  clientSessionId: string;
  serviceId: string;
  centerId: string;
  resourceId?: string | null;
  selectedMonth?: string | null;
  selectedDate?: string | null;
}

/** The Denticare API's paths, relative to the API: the public booking's and the signed-in one's. */
export const DENTICARE_URLS = {
  /** The public booking (public/v1), by a client session id. */
  public: {
    centers: (clientSessionId: string) => `${PUBLIC}/centers?${query({ clientSessionId })}`,
    resources: (clientSessionId: string, serviceId: string, centerId: string) =>
      `${PUBLIC}/resources?${query({ serviceId, centerId, clientSessionId })}`,
    months: (q: SlotQuery) => `${PUBLIC}/appointment/available-months?${query({ ...q })}`,
    dates: (q: SlotQuery) => `${PUBLIC}/appointment/available-dates?${query({ ...q })}`,
    times: (q: SlotQuery) => `${PUBLIC}/appointment/available-times?${query({ ...q })}`,
    appointment: `${PUBLIC}/appointment`,
    sessionAppointment: (clientSessionId: string) => `${PUBLIC}/appointment?${query({ clientSessionId })}`,
    clientSession: `${PUBLIC}/client/session`,
    sessionClient: (clientSessionId: string) => `${PUBLIC}/client/session?${query({ clientSessionId })}`,
    confirm: `${PUBLIC}/appointment/review/confirm`,
    cancellation: (id: string) => `${PUBLIC}/appointment/cancel/${encodeURIComponent(id)}`,
    cancel: `${PUBLIC}/appointment/cancel`,
    events: `${PUBLIC}/events`,
  },
  /** The signed-in calls (denticare/client), for the person the customer acts for. */
  client: {
    services: 'services/list?businessUnit=DENTICARE',
    status: 'denticare/client/status',
    register: 'denticare/client/register',
    history: 'denticare/client/appointment/history',
    book: 'denticare/client/appointment',
    availableSlot: 'denticare/client/availableslot',
    centers: (serviceId: string) =>
      `denticare/client/centers?${new URLSearchParams({ serviceId }).toString()}`,
    resources: (serviceId: string, centerId: string) =>
      `denticare/client/resources?${new URLSearchParams({ serviceId, centerId }).toString()}`,
    appointment: (id: string) => `denticare/client/appointment/${encodeURIComponent(id)}`,
    reschedule: (id: string) => `denticare/client/appointment/${encodeURIComponent(id)}/reschedule`,
  },
} as const;

/**
 * The next free slots an answer offers (`data.nextAvailable`: a 409 SLOT_TAKEN, or a lapsed hold), or none. Which
 * answer it is, the caller reads from its error code.
 */
export function nextAvailableOf(result: ApiResult): PublicSlot[] {
  const data = result.data;
  if (typeof data !== 'object' || data === null || !('nextAvailable' in data)) return [];
  const list = data.nextAvailable;
  return Array.isArray(list) ? (list as PublicSlot[]) : [];
}
