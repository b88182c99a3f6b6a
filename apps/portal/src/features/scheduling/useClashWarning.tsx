import {
  clashSentence,
  formatMessage,
  formatSingaporeTime,
  formatWeekdayDate,
  myServicesPageMessages,
  singaporeCalendarDate,
  type CareCalendar,
  type CareEventView,
  type SessionType,
} from '@careportal/domain';
import { InlineAlert, Stack } from '@careportal/ui';
import type { ReactNode } from 'react';
import { useApi } from '../../data/ApiProvider';

const text = myServicesPageMessages;

/** What GET care-calendar/clash-check is asked about: a booking moved, a Denticare visit moved, or new bookings. */
export type ClashSubject =
  { sessionId: string } | { appointmentId: string } | { serviceId: string; type: SessionType };

/**
 * The check for `subject` at the new starts (ISO instants), or null with none: GET care-calendar/clash-check for a
 * My Services booking moved, GET denticare/client/appointment/{id}/clash-check for a Denticare one, GET
 * care-calendar/clash-check/new-bookings (`startsAt` repeated) for new bookings of a service.
 */
export function clashCheckUrl(subject: ClashSubject, startsAt: readonly string[]): string | null {
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
 * the person confirming. For My Services' reschedule and session booking and My Denticare's new time.
 */
export function useClashWarning(subject: ClashSubject | null, startsAt: readonly string[]): ReactNode {
  const check = useApi<CareCalendar>(subject === null ? null : clashCheckUrl(subject, startsAt), {
    quiet: true,
  });
  const answer = check.data?.error === false ? check.data.data : null;
  if (answer === null) return null;
  const events = new Map(answer.events.map((event) => [event.id, event]));
  const nameOf = (personId: string) => answer.people.find((person) => person.id === personId)?.name ?? '';
  const party = (event: CareEventView) => ({
    person: nameOf(event.personId),
    event: event.eventName,
    time: formatMessage(text.timeRange, {
      start: formatSingaporeTime(event.startsAt),
      end: formatSingaporeTime(event.endsAt),
    }),
    centre: event.centre.name,
  });
  const sentences = answer.clashes.flatMap((clash) => {
    const first = events.get(clash.firstId);
    const second = events.get(clash.secondId);
    if (first === undefined || second === undefined) return [];
    const day = formatWeekdayDate(singaporeCalendarDate(new Date(second.startsAt)));
    return [
      {
        key: `${clash.firstId}:${clash.secondId}`,
        text: clashSentence(clash, party(first), party(second), day),
      },
    ];
  });
  if (sentences.length === 0) return null;
  return (
    <InlineAlert tone="warning" title={text.clashWarningTitle}>
      <Stack space="xs">
        {sentences.map((sentence) => (
          <p key={sentence.key}>{sentence.text}</p>
        ))}
        <p>{text.clashWarningHint}</p>
      </Stack>
    </InlineAlert>
  );
}
