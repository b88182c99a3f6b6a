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

const text = myServicesPageMessages;

/**
 * The clashes of a clash check's answer, each said as the care calendar says it (domain clashSentence), in a
 * warning with what the person may do; nothing when none can be said. Loaded only when a check finds a clash
 * ({@link ./useClashWarning}), so that no booking page carries these words up front.
 */
export function ClashWarning({ answer }: { answer: CareCalendar }) {
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
