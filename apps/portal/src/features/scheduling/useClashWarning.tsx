import type { CareCalendar, SessionType } from '@careportal/domain';
import { Suspense, lazy, type ReactNode } from 'react';
import { useApi } from '../../data/ApiProvider';
import type { ClashWarningWords } from './ClashWarning';

const LazyClashWarning = lazy(() =>
  import('./ClashWarning').then((module) => ({ default: module.ClashWarning })),
);

/**
 * What GET care-calendar/clash-check is asked about: a booking moved, a Denticare visit moved, new bookings, or a
 * service's enrolment in an intake run.
 */
export type ClashSubject =
  | { sessionId: string }
  | { appointmentId: string }
  | { serviceId: string; type: SessionType }
  | { serviceId: string; intakeId: string };

/**
 * The check for `subject` at the new starts (ISO instants), or null with none: GET care-calendar/clash-check for a
 * My Services booking moved, GET denticare/client/appointment/{id}/clash-check for a Denticare one, GET
 * care-calendar/clash-check/new-bookings (`startsAt` repeated) for new bookings of a service. An intake run's
 * enrolment needs no starts: GET care-calendar/clash-check/intake reads every date of the run itself.
 */
export function clashCheckUrl(subject: ClashSubject, startsAt: readonly string[]): string | null {
  if ('intakeId' in subject) {
    return `care-calendar/clash-check/intake?${new URLSearchParams({ serviceId: subject.serviceId, intakeId: subject.intakeId }).toString()}`;
  }
  const [first] = startsAt;
  if (first === undefined) return null;
  if ('sessionId' in subject) {
    return `care-calendar/clash-check?${new URLSearchParams({ sessionId: subject.sessionId, startsAt: first }).toString()}`;
  }
  if ('appointmentId' in subject) {
    return `denticare/client/appointment/${encodeURIComponent(subject.appointmentId)}/clash-check?${new URLSearchParams({ startsAt: first }).toString()}`;
  }
  const query = new URLSearchParams({ serviceId: subject.serviceId, type: subject.type });
  for (const start of startsAt) query.append('startsAt', start);
  return `care-calendar/clash-check/new-bookings?${query.toString()}`;
}

/**
 * Before a booking is made or moved: the bookings of everyone the customer cares for that the new times would
 * clash with (GET care-calendar/clash-check, the care calendar's own rule), each said as the care calendar says it.
 * Nothing shows before a time is chosen (`startsAt` empty, or no `subject`), while the check runs, when it fails
 * (the booking itself is still checked by the server), or when nothing clashes (null). It warns; it never stops
 * the person confirming. For My Services' reschedule and session booking, My Denticare's new time, and an intake's
 * enrolment (its own `words`: the run chosen, not a time).
 */
export function useClashWarning(
  subject: ClashSubject | null,
  startsAt: readonly string[],
  words?: ClashWarningWords,
): ReactNode {
  const check = useApi<CareCalendar>(subject === null ? null : clashCheckUrl(subject, startsAt), {
    quiet: true,
  });
  const answer = check.data?.error === false ? check.data.data : null;
  if (answer === null || answer.clashes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyClashWarning answer={answer} words={words} />
    </Suspense>
  );
}
