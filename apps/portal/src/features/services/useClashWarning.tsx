import {
  clashSentence,
  formatMessage,
  formatSingaporeTime,
  formatWeekdayDate,
  myServicesPageMessages,
  singaporeCalendarDate,
  type CareCalendar,
  type CareEventView,
} from '@careportal/domain';
import { InlineAlert, Stack } from '@careportal/ui';
import type { ReactNode } from 'react';
import { useApi } from '../../data/ApiProvider';
import { clashCheckUrl } from './api';

const text = myServicesPageMessages;

/**
 * Before a move is confirmed: the bookings of everyone the customer cares for that the new time would clash with
 * (GET care-calendar/clash-check, the care calendar's own rule), each said as the care calendar says it. Nothing
 * shows before a time is chosen, while the check runs, when it fails (the move itself is still checked by the
 * server), or when nothing clashes (null). It warns; it never stops the person confirming. `startsAt` is the new
 * start chosen (ISO), or null before a time is chosen.
 */
export function useClashWarning(bookingId: string, startsAt: string | null): ReactNode {
  const check = useApi<CareCalendar>(startsAt === null ? null : clashCheckUrl(bookingId, startsAt), {
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
