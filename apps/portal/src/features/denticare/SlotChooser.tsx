import {
  defaultDentist,
  lastDayOfMonth,
  myDenticarePageMessages,
  type RevampResource,
} from '@careportal/domain';
import { LoadError, RadioGroup, Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { useEffect, type ReactNode } from 'react';
import { useViewedApi } from '../people/useViewedApi';
import { DENTICARE_URLS, EMPTY_CHOICE, type SlotChoice } from './client';
import { useAvailableSlots } from './slotSearch';
import { Query } from '../../data/Query';
import { LazySlotPicker, preloadSlotPicker } from '../scheduling/LazySlotPicker';
import { useClashWarning, type ClashSubject } from '../scheduling/useClashWarning';

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
  /** The form's button (Book, Confirm): beside the choice once the calendar shows, at the foot until then. */
  action: ReactNode;
  /**
   * The appointment being moved: once a time is chosen, a clash it would make with a booking of someone the customer
   * cares for is said above the button (the care calendar's rule, {@link useClashWarning}).
   */
  clashSubject?: ClashSubject;
}

/**
 * The dentist ('No preference' chosen until the person picks one), a radio group, then a month calendar of the days
 * with a free time and the chosen day's times (the UI package's SlotPicker, opened on the first month with a free
 * time). Choosing a part clears the parts after it. The value kept for a time is the API's lower-cased time slot.
 */
export function SlotChooser({
  serviceId,
  centerId,
  choice,
  onChange,
  action,
  clashSubject,
}: SlotChooserProps) {
  const resources = useResources(serviceId, centerId);
  const resourceId = choice.resourceId ?? defaultResource(resources.data?.data ?? undefined);
  const base = resourceId === null ? null : { serviceId, centerId, resourceId };
  const months = useAvailableSlots(base);
  const monthList = months.data?.data?.availableMonths;
  // The calendar opens on the first month with a free time, without choosing it for the person.
  const month = choice.month ?? monthList?.[0] ?? null;
  const dates = useAvailableSlots(base !== null && month !== null ? { ...base, selectedMonth: month } : null);
  const times = useAvailableSlots(
    base !== null && month !== null && choice.date !== null
      ? { ...base, selectedMonth: month, selectedDate: choice.date }
      : null,
  );
  useEffect(preloadSlotPicker, []);

  const freeTimes =
    choice.date === null || times.data === undefined
      ? undefined
      : Object.entries(times.data.data?.availableTimes ?? {}).map(([slot, time]) => ({
          value: slot.toLowerCase(),
          startsAt: time.startsAt,
          endsAt: time.endsAt,
        }));
  const chosenTime = freeTimes?.find((time) => time.value === choice.time);
  const failed = [dates, times].find((read) => read.data?.error === true);
  const clashWarning = useClashWarning(
    clashSubject ?? null,
    chosenTime === undefined ? [] : [chosenTime.startsAt],
  );

  return (
    <Stack space="md">
      <Query query={resources} loading={PART_LOADING}>
        {(list) => (
          <RadioGroup
            label={text.dentistLabel}
            orientation="horizontal"
            value={resourceId}
            onChange={(value) => {
              onChange({ ...EMPTY_CHOICE, resourceId: value });
            }}
            options={list.map((each) => ({ value: each.resourceId, label: each.resourceName }))}
          />
        )}
      </Query>
      {base === null ? (
        action
      ) : (
        <Query
          query={months}
          loading={PART_LOADING}
          isEmpty={(answer) => (answer.availableMonths ?? []).length === 0}
          empty={
            <>
              <p>{text.noMonths}</p>
              {action}
            </>
          }
        >
          {(answer) => {
            const available = answer.availableMonths ?? [];
            return (
              <LazySlotPicker
                availableDates={
                  dates.data === undefined || month === null
                    ? undefined
                    : (dates.data.data?.availableDates ?? [])
                }
                minDate={`${available[0] ?? ''}-01`}
                maxDate={lastDayOfMonth(available.at(-1) ?? '')}
                month={month ?? undefined}
                onMonthChange={(next) => {
                  onChange({ ...EMPTY_CHOICE, resourceId: choice.resourceId, month: next });
                }}
                date={choice.date}
                onDateChange={(date) => {
                  onChange({ ...choice, month, date, time: null });
                }}
                times={freeTimes}
                selected={chosenTime === undefined ? [] : [chosenTime]}
                onSelectionChange={(chosen) => {
                  onChange({ ...choice, month, time: chosen[0]?.value ?? null });
                }}
                problem={
                  failed === undefined ? undefined : (
                    <LoadError
                      onRetry={() => {
                        void failed.mutate();
                      }}
                    />
                  )
                }
                action={action}
                notice={clashWarning}
              />
            );
          }}
        </Query>
      )}
    </Stack>
  );
}
