import {
  careCalendarPageMessages,
  clashSentence,
  formatDisplayDate,
  formatMessage,
  formatSingaporeTime,
  formatWeekdayDate,
  myServicesPageMessages,
  singaporeCalendarDate,
  type CareCalendar,
  type CareEventView,
} from '@careportal/domain';
import { InlineAlert, Stack } from '@careportal/ui';

const text = myServicesPageMessages;

/** A clash of the check's answer, by its bookings' ids. */
type AnswerClash = CareCalendar['clashes'][number];

/** The warning's title and what the person may do; a new time's by default. */
export interface ClashWarningWords {
  title: string;
  hint: string;
}

/**
 * The clashes of a clash check's answer, each said as the care calendar says it (domain clashSentence), in a
 * warning with what the person may do; nothing when none can be said. The same clash on several days (an intake's
 * run against a weekly course) is said once, with its dates. Loaded only when a check finds a clash
 * ({@link ./useClashWarning}), so that no booking page carries these words up front.
 */
export function ClashWarning({
  answer,
  words = { title: text.clashWarningTitle, hint: text.clashWarningHint },
}: {
  answer: CareCalendar;
  words?: ClashWarningWords | undefined;
}) {
  const events = new Map(answer.events.map((event) => [event.id, event]));
  const nameOf = (personId: string) => answer.people.find((person) => person.id === personId)?.name ?? '';
  // Two bookings of one programme at the same time (a second course of it) are told apart by their centres; a
  // travel clash names the centres already.
  const party = (event: CareEventView, other: CareEventView, kind: AnswerClash['kind']) => ({
    person: nameOf(event.personId),
    event:
      kind === 'overlap' && event.eventName === other.eventName && event.centre.id !== other.centre.id
        ? formatMessage(careCalendarPageMessages.clashEventAtCentre, {
            event: event.eventName,
            centre: event.centre.name,
          })
        : event.eventName,
    time: formatMessage(text.timeRange, {
      start: formatSingaporeTime(event.startsAt),
      end: formatSingaporeTime(event.endsAt),
    }),
    centre: event.centre.name,
  });
  // Clashes said alike but for their day, in the order found, each with its days.
  const alike = new Map<
    string,
    { clash: AnswerClash; first: CareEventView; second: CareEventView; days: string[] }
  >();
  for (const clash of answer.clashes) {
    const first = events.get(clash.firstId);
    const second = events.get(clash.secondId);
    if (first === undefined || second === undefined) continue;
    const day = singaporeCalendarDate(new Date(second.startsAt));
    const key = clashSentence(clash, party(first, second, clash.kind), party(second, first, clash.kind), '');
    const group = alike.get(key);
    if (group === undefined) alike.set(key, { clash, first, second, days: [day] });
    else if (!group.days.includes(day)) group.days.push(day);
  }
  const sentences = [...alike.entries()].map(([key, { clash, first, second, days }]) => {
    const dates = days.map(formatDisplayDate);
    const when =
      dates.length === 1
        ? formatWeekdayDate(days[0] ?? '')
        : formatMessage(careCalendarPageMessages.clashDays, {
            days: dates.slice(0, -1).join(', '),
            last: dates.at(-1) ?? '',
          });
    return {
      key,
      text: clashSentence(clash, party(first, second, clash.kind), party(second, first, clash.kind), when),
    };
  });
  if (sentences.length === 0) return null;
  return (
    <InlineAlert tone="warning" title={words.title}>
      <Stack space="xs">
        {sentences.map((sentence) => (
          <p key={sentence.key}>{sentence.text}</p>
        ))}
        <p>{words.hint}</p>
      </Stack>
    </InlineAlert>
  );
}
