import { SESSION_LENGTH_MINUTES, defaultDentist, denticarePageMessages } from '@careportal/domain';
import { Button, InlineAlert, RadioGroup, Skeleton, SkeletonGroup, useTranslated } from '@careportal/ui';
import { useEffect } from 'react';
import { useApi } from '../../../data/ApiProvider';
import {
  useDenticareWords,
  DENTICARE_URLS,
  dateLabel,
  monthLabel,
  timeRangeLabel,
  type PublicAppointment,
  type PublicCenter,
  type PublicResource,
  type PublicTime,
} from '../../../features/denticare/api';
import { denticareLayout as layout } from '../../../features/denticare/layout';

const PUBLIC = { auth: false, quiet: true } as const;

/** What step 1 has chosen so far. */
export interface SlotChoice {
  centerId: string | null;
  resourceId: string | null;
  month: string | null;
  date: string | null;
  /** The time slot, lower-cased: '09:00 am'. */
  timeSlot: string | null;
}

/** Nothing chosen yet. */
export const NO_CHOICE: SlotChoice = {
  centerId: null,
  resourceId: null,
  month: null,
  date: null,
  timeSlot: null,
};

/**
 * What choosing one part clears (seed 001 §4): a centre clears the dentist, the months and all after them; a
 * dentist the month onwards; a month the day and time; a day the time. Chosen slots are lower-cased.
 */
export function choose(choice: SlotChoice, part: keyof SlotChoice, value: string | null): SlotChoice {
  switch (part) {
    case 'centerId':
      return { ...NO_CHOICE, centerId: value };
    case 'resourceId':
      return { ...choice, resourceId: value, month: null, date: null, timeSlot: null };
    case 'month':
      return { ...choice, month: value, date: null, timeSlot: null };
    case 'date':
      return { ...choice, date: value, timeSlot: null };
    case 'timeSlot':
      return { ...choice, timeSlot: value === null ? null : value.toLowerCase() };
  }
}

/** The free times of `date`, with the session's own held slot among them when it is on that day. */
function withHeld(
  free: [string, Pick<PublicTime, 'startsAt' | 'endsAt'>][],
  held: PublicAppointment | null,
  date: string | null,
): [string, Pick<PublicTime, 'startsAt' | 'endsAt'>][] {
  if (held === null || `${held.monthAndYear}-${held.dayOfMonth}` !== date) return free;
  const key = held.timeSlot.toLowerCase();
  if (free.some(([time]) => time.toLowerCase() === key)) return free;
  const endsAt = new Date(Date.parse(held.startsAt) + SESSION_LENGTH_MINUTES * 60_000).toISOString();
  return [
    ...free,
    [key, { startsAt: held.startsAt, endsAt }] as [string, Pick<PublicTime, 'startsAt' | 'endsAt'>],
  ].sort((a, b) => Date.parse(a[1].startsAt) - Date.parse(b[1].startsAt));
}

/** Props of {@link SlotStep}. */
export interface SlotStepProps {
  /** The slot the session holds: offered among the free times of its day, which may leave it out. */
  held?: PublicAppointment | null;
  sessionId: string;
  serviceId: string;
  centers: readonly PublicCenter[];
  choice: SlotChoice;
  onChoice: (choice: SlotChoice) => void;
  onNext: () => void;
  isSaving: boolean;
  problem: string | null;
}

/**
 * Step 1, slot choice: the clinic, the dentist ('No preference' chosen by itself), the month, the day and the
 * time, each list read once the part before it is chosen. Every choice is a group of radio buttons, all options
 * in sight with nothing to open: calmer for an older visitor than a list box, and the page then needs none of the
 * list box's overlay code, which kept this public route over its size budget.
 */
export function SlotStep({
  held = null,
  sessionId,
  serviceId,
  centers,
  choice,
  onChoice,
  onNext,
  isSaving,
  problem,
}: SlotStepProps) {
  const words = useDenticareWords();
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  const text = d.slot;
  const { centerId, resourceId, month, date } = choice;
  const resources = useApi<PublicResource[]>(
    centerId === null ? null : DENTICARE_URLS.public.resources(sessionId, serviceId, centerId),
    PUBLIC,
  );
  const base = { clientSessionId: sessionId, serviceId, centerId: centerId ?? '', resourceId };
  const months = useApi<{ availableMonths?: string[] }>(
    centerId !== null && resourceId !== null ? DENTICARE_URLS.public.months(base) : null,
    PUBLIC,
  );
  const dates = useApi<{ availableDates?: string[] }>(
    month !== null ? DENTICARE_URLS.public.dates({ ...base, selectedMonth: month }) : null,
    PUBLIC,
  );
  const times = useApi<{ availableTimes?: Record<string, PublicTime> }>(
    date !== null ? DENTICARE_URLS.public.times({ ...base, selectedMonth: month, selectedDate: date }) : null,
    PUBLIC,
  );

  const resourceList = resources.data?.data ?? [];
  const monthList = months.data?.data?.availableMonths ?? [];
  const dateList = dates.data?.data?.availableDates ?? [];
  const timeList = withHeld(Object.entries(times.data?.data?.availableTimes ?? {}), held, date);

  // 'No preference' is chosen by itself once the dentists are known and none is chosen yet.
  const fallback = defaultDentist(resourceList);
  useEffect(() => {
    if (resourceId === null && fallback !== undefined)
      onChoice(choose(choice, 'resourceId', fallback.resourceId));
  }, [resourceId, fallback, choice, onChoice]);

  return (
    <form
      noValidate
      aria-label={d.steps.step1}
      className={layout.page}
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <p className={layout.text}>{text.intro}</p>
      <RadioGroup
        label={text.centre}
        isRequired
        value={centerId}
        options={centers.map((center) => ({ value: center.centerId, label: center.centerName }))}
        onChange={(value) => {
          onChoice(choose(choice, 'centerId', value));
        }}
      />
      {centerId !== null ? (
        resources.isLoading ? (
          <Skeleton shape="text" label={text.dentist} />
        ) : (
          <RadioGroup
            label={text.dentist}
            isRequired
            value={resourceId}
            options={resourceList.map((resource) => ({
              value: resource.resourceId,
              label: resource.resourceName,
            }))}
            onChange={(value) => {
              onChoice(choose(choice, 'resourceId', value));
            }}
          />
        )
      ) : null}
      {resourceId !== null && centerId !== null ? (
        months.isLoading ? (
          <Skeleton shape="text" label={text.month} />
        ) : monthList.length === 0 ? (
          <InlineAlert tone="info" title={text.noMonths} role="status" />
        ) : (
          <RadioGroup
            label={text.month}
            isRequired
            value={month}
            options={monthList.map((value) => ({ value, label: monthLabel(value, words) }))}
            onChange={(value) => {
              onChoice(choose(choice, 'month', value));
            }}
          />
        )
      ) : null}
      {month !== null ? (
        dates.isLoading ? (
          <Skeleton shape="text" label={text.date} />
        ) : dateList.length === 0 ? (
          <InlineAlert tone="info" title={text.noDates} role="status" />
        ) : (
          <RadioGroup
            label={text.date}
            isRequired
            value={date}
            options={dateList.map((value) => ({ value, label: dateLabel(value, words) }))}
            onChange={(value) => {
              onChoice(choose(choice, 'date', value));
            }}
          />
        )
      ) : null}
      {date !== null ? (
        times.isLoading ? (
          <SkeletonGroup label={text.loadingTimes}>
            <Skeleton shape="text" lines={3} />
          </SkeletonGroup>
        ) : timeList.length === 0 ? (
          <InlineAlert tone="info" title={text.noTimes} role="status" />
        ) : (
          <RadioGroup
            label={text.time}
            isRequired
            value={choice.timeSlot}
            options={timeList.map(([key, time]) => ({
              value: key.toLowerCase(),
              label: timeRangeLabel(time, words),
            }))}
            onChange={(value) => {
              onChoice(choose(choice, 'timeSlot', value));
            }}
          />
        )
      ) : null}
      <div role="alert">{problem !== null ? <InlineAlert tone="error" title={problem} /> : null}</div>
      <Button type="submit" fullWidth isLoading={isSaving}>
        {d.next}
      </Button>
    </form>
  );
}
