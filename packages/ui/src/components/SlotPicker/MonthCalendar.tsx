import { GregorianCalendar, toCalendarDate, type CalendarDate } from '@internationalized/date';
import { useRef } from 'react';
import { mergeProps, useDateFormatter, useFocusRing } from 'react-aria';
import { Button as AriaButton, useLocale as useAriaLocale } from 'react-aria-components';
import { useCalendar, useCalendarCell, useCalendarGrid } from 'react-aria/useCalendar';
import { useCalendarState, type CalendarState, type DateValue } from 'react-stately/useCalendarState';
import { ChevronLeftIcon, ChevronRightIcon, Icon } from '../Icon';
import * as styles from './SlotPicker.css';

/** Props of {@link MonthCalendar}. */
export interface MonthCalendarProps {
  /** Names the calendar; the month shown follows it ('Choose a day, December 2026'). */
  label: string;
  /** The id of the text that explains which days can be chosen. */
  describedBy: string;
  previousLabel: string;
  nextLabel: string;
  headingLevel: 2 | 3 | 4 | 5;
  minValue: CalendarDate;
  maxValue: CalendarDate;
  value: CalendarDate | null;
  onChange: (date: CalendarDate) => void;
  focusedValue: CalendarDate;
  onFocusChange: (date: CalendarDate) => void;
  isDateUnavailable: (date: CalendarDate) => boolean;
}

const gregorian = () => new GregorianCalendar();

/**
 * One month of days on react-aria's calendar hooks (`useCalendar`, `useCalendarGrid`, `useCalendarCell`), so it
 * reads and moves as react-aria's Calendar does: a grid with the arrow keys, Page Up and Page Down, Home and End,
 * unavailable days announced as such. Unlike the packaged Calendar it names its month buttons in the catalogue's
 * words ('Next month') and adds no second, hidden 'Next' button, which beside a step's own Next would leave a
 * screen reader two buttons of one name. Weeks start on Monday; the Gregorian calendar only, whatever the locale.
 */
export function MonthCalendar({
  label,
  describedBy,
  previousLabel,
  nextLabel,
  headingLevel,
  onChange,
  onFocusChange,
  isDateUnavailable,
  ...values
}: MonthCalendarProps) {
  const { locale } = useAriaLocale();
  // The hooks hand back any date value; this calendar only ever holds calendar dates.
  const props = {
    ...values,
    onChange: (date: DateValue) => {
      onChange(toCalendarDate(date));
    },
    onFocusChange: (date: DateValue) => {
      onFocusChange(toCalendarDate(date));
    },
    isDateUnavailable: (date: DateValue) => isDateUnavailable(toCalendarDate(date)),
  };
  const state = useCalendarState({ ...props, locale, createCalendar: gregorian, firstDayOfWeek: 'mon' });
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useCalendar(
    { ...props, 'aria-label': label, 'aria-describedby': describedBy },
    state,
  );
  const { gridProps, headerProps, weekDays, weeksInMonth } = useCalendarGrid(
    { firstDayOfWeek: 'mon', weekdayStyle: 'short' },
    state,
  );
  // Where the columns are too narrow for 'Mon' (a phone in senior mode), the one-letter names show instead.
  const narrow = useDateFormatter({ weekday: 'narrow', timeZone: state.timeZone });
  const narrowDays = state
    .getDatesInWeek(0)
    .map((date, index) =>
      date === null ? (weekDays[index] ?? '') : narrow.format(date.toDate(state.timeZone)),
    );
  // Short names longer than 'Mon' or 'Isn' (Tamil's 'வியா.') do not fit seven to a phone's row.
  const hasLongShortNames = weekDays.some((day) => day.length > 4);
  const Title = `h${headingLevel}` as const;
  return (
    <div {...calendarProps} className={styles.calendar}>
      <div className={styles.calendarHeader}>
        <AriaButton
          {...prevButtonProps}
          aria-label={previousLabel}
          isDisabled={prevButtonProps.isDisabled}
          className={styles.monthButton}
        >
          <Icon icon={ChevronLeftIcon} />
        </AriaButton>
        <Title className={styles.monthHeading}>{title}</Title>
        <AriaButton
          {...nextButtonProps}
          aria-label={nextLabel}
          isDisabled={nextButtonProps.isDisabled}
          className={styles.monthButton}
        >
          <Icon icon={ChevronRightIcon} />
        </AriaButton>
      </div>
      <table {...gridProps} className={styles.grid}>
        <thead {...headerProps}>
          <tr>
            {weekDays.map((day, index) => (
              <th key={index} className={styles.weekday}>
                {hasLongShortNames ? (
                  narrowDays[index]
                ) : (
                  <>
                    <span className={styles.weekdayShort}>{day}</span>
                    <span className={styles.weekdayNarrow}>{narrowDays[index]}</span>
                  </>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: weeksInMonth }, (_, week) => (
            <tr key={week}>
              {state
                .getDatesInWeek(week)
                .map((date, index) =>
                  date === null ? <td key={index} /> : <Day key={index} state={state} date={date} />,
                )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A day of the grid: a button that chooses it, or an unavailable day that says so. */
function Day({ state, date }: { state: CalendarState; date: CalendarDate }) {
  const ref = useRef<HTMLDivElement>(null);
  const {
    cellProps,
    buttonProps,
    isSelected,
    isOutsideVisibleRange,
    isDisabled,
    isUnavailable,
    formattedDate,
  } = useCalendarCell({ date }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <td {...cellProps}>
      <div
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        hidden={isOutsideVisibleRange}
        className={styles.day}
        data-selected={isSelected || undefined}
        data-unavailable={isUnavailable || undefined}
        data-disabled={isDisabled || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        {formattedDate}
      </div>
    </td>
  );
}
