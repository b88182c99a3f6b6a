import {
  careCalendarPageMessages,
  clashSentence,
  DEFAULT_LOCALE,
  formatMessage,
  formatSingaporeTime,
  INTL_LOCALES,
  singaporeCalendarDate,
  type CareEventKind,
  type Locale,
} from '@careportal/domain';
import { format, parseISO } from 'date-fns';
import { useId, useMemo, useState } from 'react';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { EmptyState } from '../EmptyState';
import { InlineAlert } from '../InlineAlert';
import { useLocale } from '../LocaleProvider';
import { Tabs } from '../Tabs';
import * as styles from './CareCalendar.css';

const text = careCalendarPageMessages;

/** Someone in the care calendar: the customer or one of the loved ones they act for. */
export interface CareCalendarPerson {
  id: string;
  name: string;
  /** Whether this is the customer themselves: shown as '{name} (you)'. */
  isSelf?: boolean;
}

/** A booking in the care calendar: a session, an appointment or a dental visit of one person. */
export interface CareCalendarEvent {
  id: string;
  kind: CareEventKind;
  personId: string;
  /** The programme or dental service: 'Gym Tonic'. */
  eventName: string;
  /** 'Session 3 of 12', 'Pre-assessment', or the dentist's name. */
  title: string;
  startsAt: Date;
  endsAt: Date;
  centreName: string;
  /** Whether the rules let it be moved now; the clash offers its reschedule only then. */
  canReschedule: boolean;
}

/** Two bookings the caregiver cannot both attend (domain findClashes), by their ids. */
export interface CareCalendarClash {
  firstId: string;
  secondId: string;
  kind: 'overlap' | 'travel';
  gapMinutes: number;
  travelMinutes: number;
}

/** The two ways to see the week. */
export type CareCalendarView = 'week' | 'list';

/** Props of {@link CareCalendar}. */
export interface CareCalendarProps {
  /** The Singapore dates shown (`yyyy-MM-dd`), in order: a week, Monday first. */
  days: readonly string[];
  /** Everyone whose bookings may be shown, in the order listed; each keeps the colour of their place here. */
  people: readonly CareCalendarPerson[];
  events: readonly CareCalendarEvent[];
  clashes: readonly CareCalendarClash[];
  /** Today's Singapore date, marked in the week. */
  today?: string;
  /** The view shown first: the week (a day per column on a wide screen) or the list of booked days. */
  defaultView?: CareCalendarView;
  /** Moves one booking of a clash: the page opens its reschedule page for the person it belongs to. */
  onReschedule?: (event: CareCalendarEvent) => void;
  /** The heading level of the days (the clashes' title is one above). Default 3. */
  headingLevel?: 2 | 3 | 4;
}

/** A person's name as listed: '{name} (you)' for the customer. */
function personLabel(person: CareCalendarPerson): string {
  return person.isSelf ? formatMessage(text.personSelf, { name: person.name }) : person.name;
}

/** Day titles in the other languages, made once each. */
const dayTitleFormats = new Map<Locale, Intl.DateTimeFormat>();

/**
 * 'Thursday 24 December', from a `yyyy-MM-dd` date; in another language as the platform's Intl writes it there
 * ('Khamis, 24 Disember'), which costs the page no locale data of its own.
 */
function dayTitle(day: string, locale: Locale = DEFAULT_LOCALE): string {
  if (locale === DEFAULT_LOCALE) return format(parseISO(day), 'EEEE d MMMM');
  let title = dayTitleFormats.get(locale);
  if (!title) {
    title = new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'long', day: 'numeric', month: 'long' });
    dayTitleFormats.set(locale, title);
  }
  return title.format(parseISO(day));
}

function timeRange(event: CareCalendarEvent): string {
  return formatMessage(text.timeRange, {
    start: formatSingaporeTime(event.startsAt),
    end: formatSingaporeTime(event.endsAt),
  });
}

/**
 * The caregiver's week (issue 19): every session, appointment and dental visit of the customer and the loved
 * ones they act for, a colour for each person with their name beside it (never colour alone), the clashes
 * where the caregiver would have to be in two places at once, with the reschedule the rules allow, and a choice
 * of whose bookings to show.
 *
 * The week is a list of days, each a list of bookings in time order: seven columns where the calendar's own width
 * holds them at its text size (senior mode's too), otherwise one day under another with its bookings side by side
 * as far as they fit, so that no word is ever broken. The list view leaves out the days with nothing booked. Both are
 * lists with headings, so a screen reader moves through them by day and by booking, and every control is
 * reached by Tab.
 */
export function CareCalendar({
  days,
  people,
  events,
  clashes,
  today,
  defaultView = 'week',
  onReschedule,
  headingLevel = 3,
}: CareCalendarProps) {
  const id = useId();
  const { locale } = useLocale();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const DayHeading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  const ClashHeading = `h${String(headingLevel - 1)}` as 'h2' | 'h3';

  const toneOf = useMemo(() => {
    const tones = new Map(people.map((person, index) => [person.id, index % styles.PERSON_TONE_COUNT]));
    return (personId: string) =>
      styles.personTones[(tones.get(personId) ?? 0) as keyof typeof styles.personTones];
  }, [people]);
  const personById = useMemo(() => new Map(people.map((person) => [person.id, person])), [people]);

  const shown = events.filter((event) => !hidden.has(event.personId));
  const shownIds = new Set(shown.map((event) => event.id));
  const eventById = new Map(events.map((event) => [event.id, event]));
  const shownClashes = clashes.filter((clash) => shownIds.has(clash.firstId) && shownIds.has(clash.secondId));
  const clashing = new Set(shownClashes.flatMap((clash) => [clash.firstId, clash.secondId]));
  const byDay = new Map<string, CareCalendarEvent[]>(days.map((day) => [day, []]));
  for (const event of shown) byDay.get(singaporeCalendarDate(event.startsAt))?.push(event);

  const nameOf = (personId: string) => personById.get(personId)?.name ?? '';

  const eventCard = (event: CareCalendarEvent) => (
    <li
      key={event.id}
      className={`${styles.event} ${toneOf(event.personId)} ${clashing.has(event.id) ? styles.clashing : ''}`}
    >
      <span className={styles.eventTime}>{timeRange(event)}</span>
      <span className={styles.personLine}>
        <span className={styles.swatch} aria-hidden="true" />
        {personLabel(personById.get(event.personId) ?? { id: event.personId, name: '' })}
      </span>
      <span className={styles.eventName}>{event.eventName}</span>
      <span className={styles.eventDetail}>
        {text.kindLabels[event.kind]}: {event.title}
      </span>
      <span className={styles.eventDetail}>{formatMessage(text.at, { centre: event.centreName })}</span>
      {clashing.has(event.id) ? <span className={styles.badge}>{text.clashBadge}</span> : null}
    </li>
  );

  const dayItem = (day: string, booked: readonly CareCalendarEvent[]) => (
    <li key={day} className={`${styles.day} ${day === today ? styles.today : ''}`}>
      <DayHeading className={styles.dayTitle}>{dayTitle(day, locale)}</DayHeading>
      {booked.length > 0 ? (
        <ul className={styles.events} aria-label={dayTitle(day, locale)}>
          {booked.map(eventCard)}
        </ul>
      ) : (
        <p className={styles.nothing}>{text.noBookingsDay}</p>
      )}
    </li>
  );

  const empty =
    people.length > 0 && hidden.size === people.length ? (
      <EmptyState title={text.noneShownTitle} headingLevel={headingLevel}>
        {text.noneShownText}
      </EmptyState>
    ) : (
      <EmptyState title={text.noBookingsTitle} headingLevel={headingLevel}>
        {text.noBookingsText}
      </EmptyState>
    );

  const clashLine = (clash: CareCalendarClash) => {
    const first = eventById.get(clash.firstId);
    const second = eventById.get(clash.secondId);
    if (!first || !second) return null;
    // The sentence is the calendar's English (its texts have no translations yet), and so is the day it names.
    const day = dayTitle(singaporeCalendarDate(second.startsAt));
    const party = (event: CareCalendarEvent) => ({
      person: nameOf(event.personId),
      event: event.eventName,
      time: timeRange(event),
      centre: event.centreName,
    });
    const sentence = clashSentence(clash, party(first), party(second), day);
    const movable = [second, first].filter((event) => event.canReschedule);
    return (
      <li key={`${clash.firstId}:${clash.secondId}`}>
        <InlineAlert tone="warning" title={sentence}>
          <div className={styles.clashText}>
            {movable.length > 0 && onReschedule
              ? movable.map((event) => (
                  <Button
                    key={event.id}
                    variant="secondary"
                    onPress={() => {
                      onReschedule(event);
                    }}
                  >
                    {formatMessage(text.reschedule, {
                      person: nameOf(event.personId),
                      event: event.eventName,
                    })}
                  </Button>
                ))
              : [second, first].map((event) => (
                  <p key={event.id}>{formatMessage(text.cannotReschedule, { event: event.eventName })}</p>
                ))}
          </div>
        </InlineAlert>
      </li>
    );
  };

  return (
    <div className={styles.root}>
      {people.length > 1 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{text.peopleLabel}</legend>
          <div className={styles.people}>
            {people.map((person) => (
              <Checkbox
                key={person.id}
                isSelected={!hidden.has(person.id)}
                onChange={(selected) => {
                  setHidden((before) => {
                    const next = new Set(before);
                    if (selected) next.delete(person.id);
                    else next.add(person.id);
                    return next;
                  });
                }}
              >
                <span className={toneOf(person.id)}>
                  <span className={styles.swatch} aria-hidden="true" />
                  {personLabel(person)}
                </span>
              </Checkbox>
            ))}
          </div>
        </fieldset>
      ) : null}

      {shownClashes.length > 0 ? (
        <section aria-labelledby={`${id}-clashes`} className={styles.clashSection}>
          <ClashHeading id={`${id}-clashes`} className={styles.dayTitle}>
            {shownClashes.length === 1
              ? text.clashesTitleOne
              : formatMessage(text.clashesTitleMany, { count: shownClashes.length })}
          </ClashHeading>
          <ul className={styles.clashes}>{shownClashes.map(clashLine)}</ul>
        </section>
      ) : null}

      <Tabs<CareCalendarView>
        label={text.viewLabel}
        defaultSelectedKey={defaultView}
        tabs={[
          {
            id: 'week',
            label: text.viewWeek,
            content:
              shown.length === 0 ? (
                empty
              ) : (
                <ol className={styles.days}>{days.map((day) => dayItem(day, byDay.get(day) ?? []))}</ol>
              ),
          },
          {
            id: 'list',
            label: text.viewList,
            content:
              shown.length === 0 ? (
                empty
              ) : (
                <ol className={styles.list}>
                  {days
                    .filter((day) => (byDay.get(day) ?? []).length > 0)
                    .map((day) => dayItem(day, byDay.get(day) ?? []))}
                </ol>
              ),
          },
        ]}
      />
    </div>
  );
}
