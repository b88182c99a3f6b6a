import {
  chooseSlotPart,
  defaultDentist,
  denticarePageMessages,
  lastDayOfMonth,
  withHeldSlot,
  type DenticareFreeTime,
  type DenticareSlotChoice,
} from '@careportal/domain';
import {
  Button,
  InlineAlert,
  RadioGroup,
  Skeleton,
  Stack,
  useTranslated,
  type SlotPickerTime,
} from '@careportal/ui';
import { useEffect } from 'react';
import { useApi } from '../../../data/ApiProvider';
import { Query } from '../../../data/Query';
import {
  DENTICARE_URLS,
  type PublicAppointment,
  type PublicCenter,
  type PublicResource,
  type PublicTime,
} from '../api';
import { PUBLIC_READ, listOf } from './reads';
import { LazySlotPicker, preloadSlotPicker } from '../../scheduling/LazySlotPicker';
import { textStyles } from '../../../shell/textStyles';

const isNone = (list: readonly unknown[]) => list.length === 0;

/** Props of {@link SlotStep}. */
export interface SlotStepProps {
  /** The slot the session holds: offered among the free times of its day, which may leave it out. */
  held?: PublicAppointment | null;
  sessionId: string;
  serviceId: string;
  centers: readonly PublicCenter[];
  choice: DenticareSlotChoice;
  onChoice: (choice: DenticareSlotChoice) => void;
  onNext: () => void;
  isSaving: boolean;
  problem: string | null;
}

/** A free time of the day as the picker offers it: its key (lower-cased, as the hold sends it) and its times. */
function pickerTime([key, time]: DenticareFreeTime): SlotPickerTime {
  return { value: key.toLowerCase(), startsAt: time.startsAt, endsAt: time.endsAt };
}

/**
 * Step 1, slot choice: the clinic and the dentist ('No preference' chosen by itself), each a short group of radio
 * buttons, then a month calendar of the days with free times and the chosen day's times (the UI package's
 * SlotPicker), with Next beside the choice. The calendar opens on the first month with a free time; each list is
 * read once the part before it is chosen (domain `chooseSlotPart` says what a choice clears).
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
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  const text = d.slot;
  const { centerId, resourceId, month, date } = choice;
  const resources = useApi<PublicResource[]>(
    centerId === null ? null : DENTICARE_URLS.public.resources(sessionId, serviceId, centerId),
    PUBLIC_READ,
  );
  const base = { clientSessionId: sessionId, serviceId, centerId: centerId ?? '', resourceId };
  const months = useApi<{ availableMonths?: string[] }>(
    centerId !== null && resourceId !== null ? DENTICARE_URLS.public.months(base) : null,
    PUBLIC_READ,
  );
  const dates = useApi<{ availableDates?: string[] }>(
    month !== null ? DENTICARE_URLS.public.dates({ ...base, selectedMonth: month }) : null,
    PUBLIC_READ,
  );
  const times = useApi<{ availableTimes?: Record<string, PublicTime> }>(
    date !== null ? DENTICARE_URLS.public.times({ ...base, selectedMonth: month, selectedDate: date }) : null,
    PUBLIC_READ,
  );
  const choose = (part: keyof DenticareSlotChoice) => (value: string | null) => {
    onChoice(chooseSlotPart(choice, part, value));
  };

  // 'No preference' is chosen by itself once the dentists are known and none is chosen yet.
  const fallback = defaultDentist(resources.data?.data ?? []);
  useEffect(() => {
    if (resourceId === null && fallback !== undefined)
      onChoice(chooseSlotPart(choice, 'resourceId', fallback.resourceId));
  }, [resourceId, fallback, choice, onChoice]);

  useEffect(preloadSlotPicker, []);

  // The calendar opens on the first month with a free time.
  const firstMonth = months.data?.data?.availableMonths?.[0];
  useEffect(() => {
    if (month === null && firstMonth !== undefined) onChoice(chooseSlotPart(choice, 'month', firstMonth));
  }, [month, firstMonth, choice, onChoice]);

  const freeDates =
    month === null || dates.data === undefined ? undefined : (dates.data.data?.availableDates ?? []);
  const freeTimes =
    date === null || times.data === undefined
      ? undefined
      : withHeldSlot(Object.entries(times.data.data?.availableTimes ?? {}), held, date).map(pickerTime);
  const chosenTime = freeTimes?.find((time) => time.value === choice.timeSlot);
  const monthList = months.data === undefined ? undefined : (months.data.data?.availableMonths ?? []);
  // Next sits beside the choice in the picker; until the picker shows, it sits at the foot of the step.
  const hasPicker =
    resourceId !== null && centerId !== null && monthList !== undefined && monthList.length > 0;

  return (
    <Stack
      noValidate
      aria-label={d.steps.step1}
      as="form"
      space="lg"
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <p className={textStyles.flush}>{text.intro}</p>
      <RadioGroup
        label={text.centre}
        isRequired
        orientation="horizontal"
        value={centerId}
        options={centers.map((center) => ({ value: center.centerId, label: center.centerName }))}
        onChange={choose('centerId')}
      />
      {centerId !== null ? (
        <Query
          query={listOf(resources, [], (list) => list)}
          loading={<Skeleton shape="text" label={text.dentist} />}
        >
          {(list) => (
            <RadioGroup
              label={text.dentist}
              isRequired
              orientation="horizontal"
              value={resourceId}
              options={list.map((resource) => ({ value: resource.resourceId, label: resource.resourceName }))}
              onChange={choose('resourceId')}
            />
          )}
        </Query>
      ) : null}
      {resourceId !== null && centerId !== null ? (
        <Query
          query={listOf(months, {}, (answer) => answer.availableMonths)}
          loading={<Skeleton shape="block" aspectRatio={1} label={text.loadingTimes} />}
          isEmpty={isNone}
          empty={<InlineAlert tone="info" title={text.noMonths} role="status" />}
        >
          {(list) => (
            <LazySlotPicker
              availableDates={freeDates}
              minDate={`${list[0] ?? ''}-01`}
              maxDate={lastDayOfMonth(list.at(-1) ?? '')}
              month={month ?? undefined}
              onMonthChange={choose('month')}
              date={date}
              onDateChange={choose('date')}
              times={freeTimes}
              selected={chosenTime === undefined ? [] : [chosenTime]}
              onSelectionChange={(chosen) => {
                choose('timeSlot')(chosen[0]?.value ?? null);
              }}
              action={
                <Button type="submit" isLoading={isSaving}>
                  {d.next}
                </Button>
              }
            />
          )}
        </Query>
      ) : null}
      <div role="alert">{problem !== null ? <InlineAlert tone="error" title={problem} /> : null}</div>
      {hasPicker ? null : (
        <Button type="submit" fullWidth isLoading={isSaving}>
          {d.next}
        </Button>
      )}
    </Stack>
  );
}
