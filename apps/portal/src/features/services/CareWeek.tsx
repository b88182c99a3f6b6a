import {
  addCalendarDays,
  careCalendarPageMessages,
  careWeek,
  singaporeCalendarDate,
  type CareCalendar as CareCalendarAnswer,
} from '@careportal/domain';
import {
  Button,
  CareCalendar,
  type CareCalendarEvent,
  type CareCalendarPerson,
  Inline,
} from '@careportal/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { reschedulePath as dentalReschedulePath } from '../denticare/client';
import { forValue } from '../people/urls';
import { reschedulePath } from './api';

const text = careCalendarPageMessages;
const PATH = '/care-calendar';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The week asked for by `?week=` (any day of it), or this week; a date that is not one falls back to today. */
function weekOf(asked: string | null, today: string): string[] {
  if (asked !== null && ISO_DATE.test(asked)) {
    try {
      return careWeek(asked);
    } catch {
      // Not a real date: this week instead.
    }
  }
  return careWeek(today);
}

/** The week the care calendar shows, and the ways to another: what {@link useCareWeek} gives. */
export interface CareWeekChoice {
  /** Its days, Monday first (`yyyy-MM-dd`, Singapore). */
  days: string[];
  /** Its first and last day. */
  from: string;
  to: string;
  /** Today in Singapore. */
  today: string;
  /** Shows the week `weeks` weeks later (earlier when negative). */
  shift: (weeks: number) => void;
  /** Shows this week. */
  showThisWeek: () => void;
}

/** The week chosen by `?week=` (any day of it; this week without one), so that a reload or Back keeps it. */
export function useCareWeek(): CareWeekChoice {
  const [params, setParams] = useSearchParams();
  const today = singaporeCalendarDate(new Date());
  const days = useMemo(() => weekOf(params.get('week'), today), [params, today]);
  const from = days[0] ?? today;
  return {
    days,
    from,
    to: days.at(-1) ?? today,
    today,
    shift: (weeks) => {
      setParams({ week: addCalendarDays(from, weeks * 7) });
    },
    showThisWeek: () => {
      setParams({});
    },
  };
}

/** Previous week, This week (disabled while showing it) and Next week. */
export function CareWeekNavigation({ week }: { week: CareWeekChoice }) {
  return (
    <Inline space="sm" alignY="center">
      <Button
        variant="secondary"
        onPress={() => {
          week.shift(-1);
        }}
      >
        {text.previousWeek}
      </Button>
      <Button variant="tertiary" isDisabled={week.days.includes(week.today)} onPress={week.showThisWeek}>
        {text.thisWeek}
      </Button>
      <Button
        variant="secondary"
        onPress={() => {
          week.shift(1);
        }}
      >
        {text.nextWeek}
      </Button>
    </Inline>
  );
}

/** Props of {@link CareWeekCalendar}. */
export interface CareWeekCalendarProps {
  week: CareWeekChoice;
  /** GET care-calendar's answer for the week. */
  answer: CareCalendarAnswer;
}

/**
 * The week's bookings of everyone the customer cares for, with their clashes. A clash's reschedule opens that
 * booking's reschedule page for the booking's person (`for`), which comes back here; whom the rest of the portal
 * acts for stays as the customer chose it.
 */
export function CareWeekCalendar({ week, answer }: CareWeekCalendarProps) {
  const navigate = useNavigate();
  const people: CareCalendarPerson[] = answer.people.map((person) => ({
    id: person.id,
    name: person.name,
    isSelf: person.kind === 'SELF',
  }));
  const events: CareCalendarEvent[] = answer.events.map((event) => ({
    id: event.id,
    kind: event.kind,
    personId: event.personId,
    eventName: event.eventName,
    title: event.title,
    startsAt: new Date(event.startsAt),
    endsAt: new Date(event.endsAt),
    centreName: event.centre.name,
    canReschedule: event.canReschedule,
  }));

  const reschedule = (event: CareCalendarEvent) => {
    const person = answer.people.find((candidate) => candidate.id === event.personId);
    const forPerson = forValue(person?.kind === 'LOVED_ONE' ? person.id : null);
    const back = `${PATH}?${new URLSearchParams({ week: week.from }).toString()}`;
    void navigate(
      event.kind === 'DENTAL'
        ? dentalReschedulePath(event.id, { from: back, forPerson })
        : reschedulePath(event.id, back, forPerson),
    );
  };

  return (
    <CareCalendar
      key={week.from}
      days={week.days}
      people={people}
      events={events}
      clashes={answer.clashes}
      today={week.today}
      onReschedule={reschedule}
      headingLevel={3}
    />
  );
}
