import { bookingPageMessages, formatMessage, formatWeekdayDate } from '@careportal/domain';
import { Checkbox, RadioGroup, sprinkles } from '@careportal/ui';
import { useId } from 'react';
import { slotsByDay, timeRange } from './bookingWords';
import { type VacantSlot } from './api';

const text = bookingPageMessages.slots;
const layout = {
  days: sprinkles({ display: 'grid', gap: 'lg' }),
  day: sprinkles({ display: 'grid', gap: 'sm' }),
  dayTitle: sprinkles({ fontSize: 'lg', fontWeight: 'bold', marginTop: 'none', marginBottom: 'none' }),
  times: sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'md' }),
} as const;

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
    <div className={layout.days}>
      {days.map(({ day, slots: daySlots }) => {
        const titleId = `${baseId}-${day}`;
        const label = formatWeekdayDate(day);
        return (
          <div key={day} className={layout.day}>
            <h4 id={titleId} className={layout.dayTitle}>
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
              <div role="group" aria-labelledby={titleId} className={layout.times}>
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
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
