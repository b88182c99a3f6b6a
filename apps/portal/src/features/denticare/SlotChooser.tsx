import {
  defaultDentist,
  formatDenticareMonth,
  formatSingaporeTime,
  formatWeekdayDate,
  myDenticarePageMessages,
  type RevampResource,
} from '@careportal/domain';
import { RadioGroup, Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { useViewedApi } from '../people/useViewedApi';
import { DENTICARE_URLS, EMPTY_CHOICE, type SlotChoice } from './client';
import { useAvailableSlots } from './slotSearch';
import { Query } from '../../data/Query';

const text = myDenticarePageMessages;

/** The dentist chosen when the person has chosen none (domain's {@link defaultDentist}), or null until they load. */
export function defaultResource(resources: readonly RevampResource[] | undefined): string | null {
  if (resources === undefined) return null;
  return defaultDentist(resources)?.resourceId ?? null;
}

/** The dentists of a centre, read for the person the customer acts for. */
export function useResources(serviceId: string, centerId: string | null) {
  return useViewedApi<RevampResource[]>(
    centerId === null ? null : DENTICARE_URLS.client.resources(serviceId, centerId),
  );
}

/** What a part of the chooser shows while its answer is on its way. */
const PART_LOADING = (
  <SkeletonGroup>
    <Skeleton shape="text" lines={2} />
  </SkeletonGroup>
);

/** Props of {@link SlotChooser}. */
export interface SlotChooserProps {
  serviceId: string;
  centerId: string;
  choice: SlotChoice;
  onChange: (choice: SlotChoice) => void;
}

/**
 * The dentist ('No preference' chosen until the person picks one), then the months with a free time, the free
 * days of the month chosen and the free times of the day chosen, each a radio group (Tab reaches it, the
 * arrow keys choose). Choosing a part clears the parts after it. Times are the Singapore times of the slots,
 * hh:mm A; the value kept is the API's lower-cased time slot.
 */
export function SlotChooser({ serviceId, centerId, choice, onChange }: SlotChooserProps) {
  const resources = useResources(serviceId, centerId);
  const resourceId = choice.resourceId ?? defaultResource(resources.data?.data ?? undefined);
  const base = resourceId === null ? null : { serviceId, centerId, resourceId };
  const months = useAvailableSlots(base);
  const dates = useAvailableSlots(
    base !== null && choice.month !== null ? { ...base, selectedMonth: choice.month } : null,
  );
  const times = useAvailableSlots(
    base !== null && choice.month !== null && choice.date !== null
      ? { ...base, selectedMonth: choice.month, selectedDate: choice.date }
      : null,
  );

  return (
    <Stack space="md">
      <Query query={resources} loading={PART_LOADING}>
        {(list) => (
          <RadioGroup
            label={text.dentistLabel}
            value={resourceId}
            onChange={(value) => {
              onChange({ ...EMPTY_CHOICE, resourceId: value });
            }}
            options={list.map((each) => ({ value: each.resourceId, label: each.resourceName }))}
          />
        )}
      </Query>
      {base === null ? null : (
        <Query query={months} loading={PART_LOADING}>
          {(answer) => {
            const available = answer.availableMonths ?? [];
            if (available.length === 0) return <p>{text.noMonths}</p>;
            return (
              <RadioGroup
                label={text.monthLabel}
                orientation="horizontal"
                value={choice.month}
                onChange={(value) => {
                  onChange({ ...EMPTY_CHOICE, resourceId: choice.resourceId, month: value });
                }}
                options={available.map((month) => ({ value: month, label: formatDenticareMonth(month) }))}
              />
            );
          }}
        </Query>
      )}
      {choice.month === null ? null : (
        <Query query={dates} loading={PART_LOADING}>
          {(answer) => {
            const available = answer.availableDates ?? [];
            if (available.length === 0) return <p>{text.noDates}</p>;
            return (
              <RadioGroup
                label={text.dateLabel}
                orientation="horizontal"
                value={choice.date}
                onChange={(value) => {
                  onChange({ ...choice, date: value, time: null });
                }}
                options={available.map((date) => ({ value: date, label: formatWeekdayDate(date) }))}
              />
            );
          }}
        </Query>
      )}
      {choice.date === null ? null : (
        <Query query={times} loading={PART_LOADING}>
          {(answer) => {
            const available = Object.entries(answer.availableTimes ?? {});
            if (available.length === 0) return <p>{text.noTimes}</p>;
            return (
              <RadioGroup
                label={text.timeLabel}
                orientation="horizontal"
                value={choice.time}
                onChange={(value) => {
                  onChange({ ...choice, time: value });
                }}
                options={available.map(([slot, time]) => ({
                  value: slot.toLowerCase(),
                  label: formatSingaporeTime(time.startsAt),
                }))}
              />
            );
          }}
        </Query>
      )}
    </Stack>
  );
}
