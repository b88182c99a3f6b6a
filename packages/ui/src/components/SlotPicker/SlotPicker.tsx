import {
  DAY_PARTS,
  bookingPageMessages,
  formatSingaporeTime,
  formatWeekdayDate,
  singaporeCalendarDate,
  singaporeDayPart,
  slotPickerMessages,
  type DayPart,
  type WeekdayDateWords,
} from '@careportal/domain';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { Button } from '../Button';
import { useLocale, useTranslated } from '../LocaleProvider';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import { MonthCalendar } from './MonthCalendar';
import * as styles from './SlotPicker.css';

/** One free time of a day, as the picker offers it. */
export interface SlotPickerTime {
  /** What identifies the time to the caller (a time slot key, the start instant); distinct within a picker. */
  value: string;
  /** Start and end as ISO instants: the picker says them as Singapore times, 'hh:mm AM to hh:mm AM'. */
  startsAt: string;
  endsAt: string;
  /** Said under the time, such as the places left. */
  description?: string;
  /** Shown but cannot be chosen. */
  isDisabled?: boolean;
}

/** A day the provider is closed, named under the calendar when its month is shown. */
export interface SlotPickerClosedDay {
  /** ISO 'yyyy-MM-dd'. */
  date: string;
  /** Why: 'Christmas Day'. */
  name: string;
}

/** Whether the person picks one time (a booking, a reschedule) or several (a package's sessions). */
export const SLOT_PICKER_SELECTION_MODES = ['single', 'multiple'] as const;
/** One of {@link SLOT_PICKER_SELECTION_MODES}. */
export type SlotPickerSelectionMode = (typeof SLOT_PICKER_SELECTION_MODES)[number];

/** The heading levels the picker's headings can take. */
export type SlotPickerHeadingLevel = 2 | 3 | 4 | 5;

/** Props of {@link SlotPicker}. */
export interface SlotPickerProps {
  /**
   * The days with at least one free time, ISO 'yyyy-MM-dd', or undefined while they load. Every other day of the
   * calendar is unavailable: it cannot be chosen, and screen readers say so.
   */
  availableDates: readonly string[] | undefined;
  /** The first and last day the calendar shows, ISO: today (or the first bookable day) and the last day offered. */
  minDate: string;
  maxDate: string;
  /** Days closed for a holiday, named under the calendar while their month is shown. */
  closedDays?: readonly SlotPickerClosedDay[];
  /**
   * The month shown, 'yyyy-MM', for a caller that reads the free days a month at a time; turning the month calls
   * `onMonthChange`. Without it the picker opens on the chosen day, else the first free day, and turns by itself.
   */
  month?: string;
  onMonthChange?: (month: string) => void;
  /** The chosen day, ISO, or null. */
  date: string | null;
  onDateChange: (date: string) => void;
  /** The chosen day's free times, in any order, or undefined while they load. */
  times: readonly SlotPickerTime[] | undefined;
  /** Default `single`. */
  selectionMode?: SlotPickerSelectionMode;
  /** The most times that can be chosen in `multiple` mode. */
  maxSelected?: number;
  /** The chosen times, of any day. */
  selected: readonly SlotPickerTime[];
  onSelectionChange: (selected: SlotPickerTime[]) => void;
  /** Shown in place of the times when the days or the times could not be read: a load error with its retry. */
  problem?: ReactNode;
  /** The step's main action (Next, Confirm), kept in view beside the choice. */
  action?: ReactNode;
  /**
   * What the person should know about the choice before they act, kept in view with it above the action: a warning
   * that the time clashes with another booking.
   */
  notice?: ReactNode;
  /** The level of the month and the times' headings; the parts of the day are one below. Default 3. */
  headingLevel?: SlotPickerHeadingLevel;
}

const monthOf = (date: CalendarDate | string) => date.toString().slice(0, 7);

type Heading = `h${SlotPickerHeadingLevel | 6}`;

/**
 * A day, then a time: a month calendar on react-aria's calendar hooks in which only the days with free times can be
 * chosen (bold on a tinted ground; the others are unavailable, and screen readers say so), then that day's times
 * as large buttons grouped into morning, afternoon and evening, each date with its weekday. The choice and the
 * step's button sit in a bar held at the bottom of the screen, so Confirm is always in view after a time is
 * chosen.
 *
 * Keyboard: Tab reaches the month buttons, then the calendar (the arrow keys move between days, Page Up and Page
 * Down between months, Enter or Space chooses), then each time. Times are toggle buttons: pressed is chosen.
 *
 * With `selectionMode="multiple"` several times of several days can be chosen, up to `maxSelected`: they are listed
 * above the bar, each with a Remove button, and the bar says how many (and why the other times wait once all are
 * chosen), so that the bar held at the foot of a phone's screen stays one line and a button tall.
 */
export function SlotPicker({
  availableDates,
  minDate,
  maxDate,
  closedDays = [],
  month,
  onMonthChange,
  date,
  onDateChange,
  times,
  selectionMode = 'single',
  maxSelected = selectionMode === 'single' ? 1 : Number.POSITIVE_INFINITY,
  selected,
  onSelectionChange,
  problem,
  action,
  notice,
  headingLevel = 3,
}: SlotPickerProps) {
  const text = useTranslated(slotPickerMessages, 'slotPickerMessages');
  const { locale, format } = useLocale();
  const booking = useTranslated(bookingPageMessages, 'bookingPageMessages');
  const baseId = useId();
  const hintId = `${baseId}-hint`;
  const countId = `${baseId}-count`;
  const words: WeekdayDateWords = {
    locale,
    weekdays: booking.weekdays,
    template: booking.slots.day,
    format,
  };
  const available = useMemo(() => new Set(availableDates ?? []), [availableDates]);

  // The month shown: the caller's, else where the person turned to, else the chosen day or the first free day.
  const [turnedTo, setTurnedTo] = useState<CalendarDate | null>(null);
  const opening = date ?? [...available].sort()[0] ?? minDate;
  const focus =
    month !== undefined && (turnedTo === null || monthOf(turnedTo) !== month)
      ? parseDate(date?.startsWith(month) === true ? date : `${month}-01`)
      : (turnedTo ?? parseDate(opening));
  const shownMonth = monthOf(focus);
  const isLoadingDays = availableDates === undefined;
  const hasDaysThisMonth = [...available].some((day) => day.startsWith(shownMonth));
  const closedThisMonth = closedDays.filter((day) => day.date.startsWith(shownMonth));

  const describe = (time: SlotPickerTime) =>
    format(text.timeRange, {
      start: formatSingaporeTime(time.startsAt),
      end: formatSingaporeTime(time.endsAt),
    });
  const when = (time: SlotPickerTime) =>
    `${formatWeekdayDate(singaporeCalendarDate(time.startsAt), words)}, ${describe(time)}`;
  const isChosen = (time: SlotPickerTime) => selected.some((each) => each.value === time.value);
  const isFull = selectionMode === 'multiple' && selected.length >= maxSelected;
  const choose = (time: SlotPickerTime, isPressed: boolean) => {
    if (selectionMode === 'single') {
      if (isPressed) onSelectionChange([time]);
      return;
    }
    onSelectionChange(isPressed ? [...selected, time] : selected.filter((each) => each.value !== time.value));
  };

  const Title = `h${headingLevel}` as Heading;
  const PartTitle = `h${headingLevel + 1}` as Heading;

  const timesOfDay = (() => {
    if (problem !== undefined && problem !== null) return problem;
    if (date === null) return <p className={styles.status}>{text.chooseDayFirst}</p>;
    const title = (
      <Title id={`${baseId}-times`} className={styles.timesHeading}>
        {format(text.timesOn, { date: formatWeekdayDate(date, words) })}
      </Title>
    );
    if (times === undefined) {
      return (
        <>
          {title}
          <SkeletonGroup label={text.loadingTimes}>
            <Skeleton shape="button" />
            <Skeleton shape="button" />
          </SkeletonGroup>
        </>
      );
    }
    if (times.length === 0) {
      return (
        <>
          {title}
          <p className={styles.status}>{text.noTimesThatDay}</p>
        </>
      );
    }
    const byPart = new Map<DayPart, SlotPickerTime[]>();
    for (const time of [...times].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
      const part = singaporeDayPart(time.startsAt);
      byPart.set(part, [...(byPart.get(part) ?? []), time]);
    }
    return (
      <>
        {title}
        {DAY_PARTS.filter((part) => byPart.has(part)).map((part) => (
          <div key={part} role="group" aria-labelledby={`${baseId}-${part}`} className={styles.dayPart}>
            <PartTitle id={`${baseId}-${part}`} className={styles.dayPartHeading}>
              {text.dayParts[part]}
            </PartTitle>
            <div className={styles.timeGrid}>
              {(byPart.get(part) ?? []).map((time, index) => {
                const isPressed = isChosen(time);
                // The button is named by its time alone; what is said under it (the places left) is its description.
                const descriptionId = `${baseId}-${part}-${String(index)}-description`;
                return (
                  <ToggleButton
                    key={time.value}
                    className={styles.time}
                    isSelected={isPressed}
                    isDisabled={time.isDisabled === true || (isFull && !isPressed)}
                    aria-describedby={time.description ? descriptionId : undefined}
                    onChange={(pressed) => {
                      choose(time, pressed);
                    }}
                  >
                    <span>{describe(time)}</span>
                    {time.description ? (
                      <span id={descriptionId} aria-hidden="true" className={styles.timeDescription}>
                        {time.description}
                      </span>
                    ) : null}
                  </ToggleButton>
                );
              })}
            </div>
          </div>
        ))}
      </>
    );
  })();

  return (
    <div className={styles.picker}>
      <div className={styles.columns}>
        <div className={styles.calendarColumn}>
          <MonthCalendar
            label={text.calendarLabel}
            describedBy={hintId}
            previousLabel={text.previousMonth}
            nextLabel={text.nextMonth}
            headingLevel={headingLevel}
            minValue={parseDate(minDate)}
            maxValue={parseDate(maxDate)}
            value={date === null ? null : parseDate(date)}
            onChange={(day) => {
              onDateChange(day.toString());
            }}
            focusedValue={focus}
            onFocusChange={(day) => {
              setTurnedTo(day);
              if (monthOf(day) !== shownMonth) onMonthChange?.(monthOf(day));
            }}
            isDateUnavailable={(day) => !available.has(day.toString())}
          />
          <p id={hintId} className={styles.note}>
            {text.calendarHint}
          </p>
          <p role="status" className={styles.status}>
            {isLoadingDays ? text.loadingDays : hasDaysThisMonth ? '' : text.noDaysThisMonth}
          </p>
          {closedThisMonth.length > 0 ? (
            <ul className={styles.closedList}>
              {closedThisMonth.map((day) => (
                <li key={day.date}>
                  {format(text.closedOn, { date: formatWeekdayDate(day.date, words), reason: day.name })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <section aria-labelledby={date === null ? undefined : `${baseId}-times`} className={styles.times}>
          {timesOfDay}
        </section>
      </div>
      {selectionMode === 'multiple' && selected.length > 0 ? (
        <ul aria-labelledby={countId} className={styles.chosenList}>
          {[...selected]
            .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
            .map((time) => (
              <li key={time.value} className={styles.chosenItem}>
                <span>{when(time)}</span>
                <Button
                  variant="tertiary"
                  aria-label={format(text.removeTime, { when: when(time) })}
                  onPress={() => {
                    choose(time, false);
                  }}
                >
                  {text.remove}
                </Button>
              </li>
            ))}
        </ul>
      ) : null}
      <div className={styles.choiceBar}>
        {notice === undefined || notice === null ? null : <div className={styles.notice}>{notice}</div>}
        <div className={styles.choice}>
          {selectionMode === 'single' ? (
            <p aria-live="polite" className={styles.choiceText}>
              {selected[0] === undefined
                ? text.nothingChosen
                : format(text.yourChoice, { when: when(selected[0]) })}
            </p>
          ) : (
            <p id={countId} aria-live="polite" className={styles.choiceText}>
              {isFull
                ? format(text.allChosen, { max: maxSelected })
                : format(text.chosenCount, { count: selected.length, max: maxSelected })}
            </p>
          )}
        </div>
        {action === undefined ? null : <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
}
