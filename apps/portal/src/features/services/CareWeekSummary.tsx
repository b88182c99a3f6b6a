import { careCalendarPageMessages, careWeek, formatMessage, singaporeCalendarDate } from '@careportal/domain';
import { Card, InlineAlert, Link } from '@careportal/ui';
import { useCareCalendar } from './useCareCalendar';

const text = careCalendarPageMessages;

/**
 * The caregiver's week at a glance, on My Services, for a customer with loved ones (issue 19): how many bookings
 * this week and how many clashes, with the way to the care calendar. Nothing for a customer on their own, or
 * while the week cannot be read (My Services is the page's own data; this is a summary beside it).
 */
export function CareWeekSummary() {
  const days = careWeek(singaporeCalendarDate(new Date()));
  const calendar = useCareCalendar({ from: days[0] ?? '', to: days.at(-1) ?? '' }, { background: true });
  const answer = calendar.data?.data;
  if (!answer || calendar.data?.error || answer.people.length < 2) return null;
  const count = answer.events.length;
  const clashes = answer.clashes.length;
  return (
    <Card
      title={text.summaryTitle}
      headingLevel={2}
      actionsPlacement="footer"
      actions={
        <Link href="/care-calendar" variant="standalone">
          {text.openCalendar}
        </Link>
      }
    >
      <p>
        {count === 0
          ? text.summaryNone
          : count === 1
            ? text.summaryOne
            : formatMessage(text.summaryMany, { count })}
      </p>
      {clashes > 0 ? (
        <InlineAlert
          tone="warning"
          title={
            clashes === 1 ? text.summaryClashOne : formatMessage(text.summaryClashMany, { count: clashes })
          }
        />
      ) : null}
    </Card>
  );
}
