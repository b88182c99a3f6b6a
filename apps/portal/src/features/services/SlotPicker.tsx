import { bookingPageMessages, formatMessage, formatWeekdayDate } from '@careportal/domain';
import { Checkbox, Inline, RadioGroup, Stack } from '@careportal/ui';
import { useId } from 'react';
import { slotsByDay, timeRange } from './bookingWords';
import { type VacantSlot } from './api';
import { textStyles } from '../../shell/textStyles';

const text = bookingPageMessages.slots;

/** Props of {@link SlotPicker}. */
export interface SlotPickerProps {
  slots: readonly VacantSlot[];
  /** The most slots that can be chosen: 1 picks one (radio buttons), more pick several (checkboxes). */
  max: number;
  /** The chosen slots' `startsAt`. */
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

function placesLeft(count: number): string {
  return count === 1 ? text.onePlaceLeft : formatMessage(text.placesLeft, { count });
}

/**
 * Vacant 45-minute slots grouped by day (a heading per day, 'Tuesday, 24/11/2026'), each time as
 * '09:00 AM to 09:45 AM' with its places left. With `max` 1 each day is a radio group (Tab reaches it, the
 * arrow keys choose); with more, each time is a checkbox (Tab moves, Space ticks), and once `max` are ticked the
 * others wait until one is unticked.
 */
export function SlotPicker({ slots, max, selected, onChange }: SlotPickerProps) {
  const baseId = useId();
  const days = slotsByDay(slots);
  const isFull = selected.length >= max;

  return (
    <Stack space="lg">
      {days.map(({ day, slots: daySlots }) => {
        const titleId = `${baseId}-${day}`;
        const label = formatWeekdayDate(day);
        return (
          <Stack key={day} space="sm">
            <h4 id={titleId} className={textStyles.subtitle}>
              {label}
            </h4>
            {max === 1 ? (
              <RadioGroup
                aria-label={label}
                orientation="horizontal"
                value={daySlots.find((slot) => selected.includes(slot.startsAt))?.startsAt ?? null}
                onChange={(startsAt) => {
                  onChange([startsAt]);
                }}
                options={daySlots.map((slot) => ({
                  value: slot.startsAt,
                  label: timeRange(slot.startsAt, slot.endsAt),
                  description: placesLeft(slot.vacancies),
                }))}
              />
            ) : (
              <Inline role="group" aria-labelledby={titleId} space="md">
                {daySlots.map((slot) => {
                  const isSelected = selected.includes(slot.startsAt);
                  return (
                    <Checkbox
                      key={slot.startsAt}
                      isSelected={isSelected}
                      isDisabled={!isSelected && isFull}
                      description={placesLeft(slot.vacancies)}
                      onChange={(checked) => {
                        onChange(
                          checked
                            ? [...selected, slot.startsAt]
                            : selected.filter((startsAt) => startsAt !== slot.startsAt),
                        );
                      }}
                    >
                      {timeRange(slot.startsAt, slot.endsAt)}
                    </Checkbox>
                  );
                })}
              </Inline>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
