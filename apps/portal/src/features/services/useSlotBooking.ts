import {
  bookingPageMessages,
  formatMessage,
  messages,
  singaporeCalendarDate,
  slotWindow,
  type SessionType,
} from '@careportal/domain';
import { useToast } from '@careportal/ui';
import { useState } from 'react';
import type { SWRResponse } from 'swr';
import { useSWRConfig } from 'swr';
import { useApi, useApiClient } from '../../data/ApiProvider';
import { failureMessage, type ApiResult } from '../../data/client';
import { usePoll, type PollState } from '../../data/usePoll';
import {
  BOOKING_URLS,
  type BookingsAnswer,
  type ServiceBooking,
  type ServiceSummary,
  type SlotsAnswer,
  isSlotTaken,
} from './api';
import { scheduledOfType, sessionsLeft } from './steps';

const QUIET = { quiet: true } as const;

/** The service's bookings as the page reads them (GET services/sessions). */
export type BookingsRead = SWRResponse<ApiResult<BookingsAnswer>>;

/** Reads the person's services again (GET services): how many sessions are left, the booking stage. */
export function useRefreshServices(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && key[0] === BOOKING_URLS.services);
}

/** A booking shown on a step: the server's, or one just made that the server is still confirming. */
export interface ShownBooking {
  booking: ServiceBooking;
  isConfirming: boolean;
}

/** What {@link useSlotBooking} gives a step. */
export interface SlotBooking {
  /** The service booked for. */
  serviceId: string;
  type: SessionType;
  /** The most slots that can be chosen now: the sessions left, or 1 for an appointment not booked yet. */
  max: number;
  slots: SWRResponse<ApiResult<SlotsAnswer>> | null;
  /** Whether there are times to choose now: the window's slots are read, and one is not booked already. */
  hasTimes: boolean;
  window: { index: number; from: string; to: string };
  showWindow: (index: number) => void;
  selected: string[];
  setSelected: (selected: string[]) => void;
  /** This type's bookings, earliest first, with those still being confirmed. */
  shown: ShownBooking[];
  /** Whether the person already has a booking at `startsAt` (of any type): such a time is not offered again. */
  isBookedAt: (startsAt: string) => boolean;
  /** Why the last booking was refused (the catalogue's words), until the next choice. */
  refusal: string | null;
  isBooking: boolean;
  /** Books every chosen slot, one after another; stops at the first refusal, keeping what was booked. */
  book: () => Promise<void>;
  /** Whether the server has confirmed the bookings just made (the session polling helper). */
  confirmation: PollState;
}

/** Props of {@link useSlotBooking}. */
export interface SlotBookingOptions {
  service: ServiceSummary;
  type: SessionType;
  bookings: BookingsRead;
  /** When the page opened: the first window of slots starts then. */
  openedAt: number;
  /** The step is the one shown: only then are its slots read. */
  isActive: boolean;
}

/**
 * One booking step's state: the vacant slots of `type` in two-week windows, the person's choice, and booking
 * (POST yoda-sessions/schedule, one slot after another). A slot taken meanwhile (409, 'Sorry, this time has just
 * been taken…') keeps the person on the step with fresh slots and the message; what was booked before it stays
 * booked. After a booking, the service's bookings are read again, and polled (every 3 s, at most 5 times) until
 * the new ones show as SCHEDULED.
 */
export function useSlotBooking({
  service,
  type,
  bookings,
  openedAt,
  isActive,
}: SlotBookingOptions): SlotBooking {
  const client = useApiClient();
  const { show } = useToast();
  const refreshServices = useRefreshServices();
  const poll = usePoll();
  const [windowIndex, setWindowIndex] = useState(0);
  const [selected, setSelectedState] = useState<string[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBooking, setBooking] = useState(false);
  const [created, setCreated] = useState<ServiceBooking[]>([]);

  const scheduled = scheduledOfType(bookings.data?.data?.sessions ?? [], type);
  const confirming = created.filter(
    (made) => made.type === type && !scheduled.some((booking) => booking.id === made.id),
  );
  const shown: ShownBooking[] = [
    ...scheduled.map((booking) => ({ booking, isConfirming: false })),
    ...confirming.map((booking) => ({ booking, isConfirming: true })),
  ].sort((a, b) => Date.parse(a.booking.startsAt) - Date.parse(b.booking.startsAt));
  const bookedTimes = new Set(
    [...(bookings.data?.data?.sessions ?? []).filter((each) => each.status === 'SCHEDULED'), ...created].map(
      (each) => Date.parse(each.startsAt),
    ),
  );
  const max = type === 'SESSION' ? sessionsLeft(service) : shown.length > 0 ? 0 : 1;

  const range = slotWindow(singaporeCalendarDate(new Date(openedAt)), windowIndex);
  const slots = useApi<SlotsAnswer>(
    isActive && max > 0 && bookings.data !== undefined
      ? BOOKING_URLS.vacantSlots(service.id, type, range.from, range.to)
      : null,
    QUIET,
  );

  const setSelected = (next: string[]) => {
    setRefusal(null);
    setSelectedState(next.slice(0, Math.max(max, 0)));
  };

  const isScheduled = (answer: ApiResult<BookingsAnswer> | undefined, ids: readonly string[]) =>
    ids.every((id) =>
      answer?.data?.sessions.some((booking) => booking.id === id && booking.status === 'SCHEDULED'),
    );

  const book = async () => {
    if (isBooking || selected.length === 0) return;
    setBooking(true);
    setRefusal(null);
    const made: ServiceBooking[] = [];
    let refused: ApiResult | null = null;
    const chosen = [...selected].sort((a, b) => Date.parse(a) - Date.parse(b));
    for (const startsAt of chosen) {
      const result = await client.request<ServiceBooking>('POST', BOOKING_URLS.schedule, {
        quiet: true,
        body: {
          serviceId: service.id,
          type,
          startsAt,
        },
      });
      if (result.error || result.data === null) {
        refused = result;
        const taken = isSlotTaken(result);
        // A time just taken cannot be booked: it leaves the choice. Any other refusal keeps the choice as it was.
        setSelectedState(
          chosen.filter(
            (each) => !made.some((booking) => booking.startsAt === each) && !(taken && each === startsAt),
          ),
        );
        break;
      }
      made.push(result.data);
    }
    if (refused === null) setSelectedState([]);
    else setRefusal(failureMessage(refused));
    if (made.length > 0) {
      setCreated((before) => [...before, ...made]);
      show({
        type: 'success',
        content: type === 'SESSION' ? messages.booking.sessionBooked : messages.success.appointmentBooked,
      });
    }
    const ids = made.map((booking) => booking.id);
    const [fresh] = await Promise.all([bookings.mutate(), slots.mutate(), refreshServices()]);
    setBooking(false);
    if (ids.length > 0 && !isScheduled(fresh, ids)) {
      poll.start(async () => isScheduled(await bookings.mutate(), ids));
    }
  };

  return {
    serviceId: service.id,
    type,
    max,
    slots: max > 0 ? slots : null,
    hasTimes:
      max > 0 &&
      slots.data?.error === false &&
      (slots.data.data?.slots ?? []).some((slot) => !bookedTimes.has(Date.parse(slot.startsAt))),
    window: { index: windowIndex, ...range },
    showWindow: (index) => {
      setWindowIndex(Math.max(0, index));
    },
    selected,
    setSelected,
    shown,
    isBookedAt: (startsAt) => bookedTimes.has(Date.parse(startsAt)),
    refusal,
    isBooking,
    book,
    confirmation: poll.state,
  };
}

/** The label of the step bar's Next on a booking step: what pressing it does (book, go on, or finish). */
export function nextLabelOf(booking: SlotBooking, isLast: boolean): string {
  const text = bookingPageMessages;
  if (booking.selected.length > 0) {
    if (booking.type !== 'SESSION') return text.appointment[booking.type].book;
    return booking.selected.length === 1
      ? text.sessions.bookOne
      : formatMessage(text.sessions.book, { count: booking.selected.length });
  }
  return isLast ? text.done : messages.labels.next;
}
