/**
 * An in-memory GET care-calendar for the care calendar's stories: it answers the period asked for, with the
 * clashes of the domain's own rule (findClashes), as the API does.
 */
import {
  findClashes,
  singaporeCalendarDate,
  type CareCalendar,
  type CareEventView,
  type CarePerson,
} from '@careportal/domain';
import { FAKE_API_URL, answer } from '../../../test/fakeEnvelope';

/** What {@link createFakeCareCalendarFetch} answers from. */
export interface FakeCareCalendarData {
  /** Everyone the customer cares for, themself first. */
  people: CarePerson[];
  /** Their bookings; the fake answers those of the period asked for, with their clashes. */
  events: CareEventView[];
  /** GET care-calendar fails (500). */
  fails?: boolean;
  /** GET care-calendar never answers: the page stays loading. */
  pending?: boolean;
}

/** A `fetch` that answers GET care-calendar from `data`, and 404 to anything else. */
export function createFakeCareCalendarFetch({
  people,
  events,
  fails = false,
  pending = false,
}: FakeCareCalendarData): (input: RequestInfo | URL) => Promise<Response> {
  return (input) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (!url.href.startsWith(`${FAKE_API_URL}/care-calendar`)) return Promise.resolve(answer(404));
    if (pending) return new Promise<Response>(() => undefined);
    if (fails) return Promise.resolve(answer(500, { errorMessage: 'Something went wrong' }));
    const from = url.searchParams.get('from') ?? '';
    const to = url.searchParams.get('to') ?? '';
    const inPeriod = events.filter((event) => {
      const day = singaporeCalendarDate(new Date(event.startsAt));
      return day >= from && day <= to;
    });
    const clashes = findClashes(
      inPeriod.map((event) => ({
        ...event,
        startsAt: new Date(event.startsAt),
        endsAt: new Date(event.endsAt),
      })),
    ).map((clash) => ({
      firstId: clash.first.id,
      secondId: clash.second.id,
      kind: clash.kind,
      gapMinutes: clash.gapMinutes,
      travelMinutes: clash.travelMinutes,
    }));
    const data: CareCalendar = { from, to, people, events: inPeriod, clashes };
    return Promise.resolve(answer(200, { data }));
  };
}
