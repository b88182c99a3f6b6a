import {
  addCalendarDays,
  careCalendarPageMessages,
  careWeek,
  formatCareWeek,
  singaporeCalendarDate,
  type CareCalendar as CareCalendarAnswer,
} from '@careportal/domain';
import {
  Button,
  CareCalendar,
  type CareCalendarEvent,
  type CareCalendarPerson,
  Skeleton,
  SkeletonGroup,
} from '@careportal/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { reschedulePath } from '../../features/services/api';
import { layout } from '../../features/services/layout';
import type { PageProps } from '../../pageModules';
import { setViewAsClientId } from '../../storage';
import { reschedulePath as dentalReschedulePath } from '../../features/denticare/client';

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

/**
 * The care calendar (issue 19), /care-calendar: the week of everyone the customer cares for, from one call
 * (GET care-calendar), with the week chosen by `?week=` so that a reload or Back keeps it. A clash's reschedule
 * acts for the booking's person (as My Profile's switch does) and opens that booking's reschedule page, which
 * comes back here.
 */
export function CareCalendarPage({ title }: PageProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const today = singaporeCalendarDate(new Date());
  const days = useMemo(() => weekOf(params.get('week'), today), [params, today]);
  const from = days[0] ?? today;
  const to = days.at(-1) ?? today;
  const calendar = useApi<CareCalendarAnswer>(
    `care-calendar?${new URLSearchParams({ from, to }).toString()}`,
    { quiet: true },
  );

  const goTo = (week: string | null) => {
    setParams(week === null ? {} : { week });
  };
  const shift = (weeks: number) => {
    goTo(addCalendarDays(from, weeks * 7));
  };

  const answer = calendar.data?.data ?? null;
  const people: CareCalendarPerson[] = (answer?.people ?? []).map((person) => ({
    id: person.id,
    name: person.name,
    isSelf: person.kind === 'SELF',
  }));
  const events: CareCalendarEvent[] = (answer?.events ?? []).map((event) => ({
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
    const person = answer?.people.find((candidate) => candidate.id === event.personId);
    // The booking's pages read it as its person's: act for them, as My Profile's switch does.
    setViewAsClientId(person?.kind === 'LOVED_ONE' ? person.id : null);
    const back = `${PATH}?${new URLSearchParams({ week: from }).toString()}`;
    void navigate(event.kind === 'DENTAL' ? dentalReschedulePath(event.id) : reschedulePath(event.id, back));
  };

  const body = (
    <Query
      query={calendar}
      loading={
        <SkeletonGroup>
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="card" lines={4} />
        </SkeletonGroup>
      }
    >
      {(week) => (
        <CareCalendar
          key={from}
          days={days}
          people={people}
          events={events}
          clashes={week.clashes}
          today={today}
          onReschedule={reschedule}
          headingLevel={3}
        />
      )}
    </Query>
  );

  const weekHeading = formatCareWeek(days);
  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <h1>{title}</h1>
        <p>{text.intro}</p>
      </div>
      <section className={layout.section} aria-label={weekHeading}>
        <h2 className={layout.sectionTitle} aria-live="polite">
          {weekHeading}
        </h2>
        <div className={layout.actions}>
          <Button
            variant="secondary"
            onPress={() => {
              shift(-1);
            }}
          >
            {text.previousWeek}
          </Button>
          <Button
            variant="tertiary"
            isDisabled={days.includes(today)}
            onPress={() => {
              goTo(null);
            }}
          >
            {text.thisWeek}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              shift(1);
            }}
          >
            {text.nextWeek}
          </Button>
        </div>
        {body}
      </section>
    </div>
  );
}
