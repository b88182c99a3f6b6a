import {
  chooseSlotPart,
  defaultDentist,
  denticarePageMessages,
  withHeldSlot,
  type DenticareSlotChoice,
} from '@careportal/domain';
import {
  Button,
  InlineAlert,
  RadioGroup,
  Skeleton,
  SkeletonGroup,
  Stack,
  useTranslated,
} from '@careportal/ui';
import { useEffect } from 'react';
import { useApi } from '../../../data/ApiProvider';
import { Query } from '../../../data/Query';
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
} from '../api';
import { PUBLIC_READ, listOf } from './reads';
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

/**
 * Step 1, slot choice: the clinic, the dentist ('No preference' chosen by itself), the month, the day and the
 * time, each list read once the part before it is chosen (domain `chooseSlotPart` says what a choice clears).
 * Every choice is a group of radio buttons, all options in sight with nothing to open: calmer for an older
 * visitor than a list box, and the page then needs none of the list box's overlay code, which kept this public
 * route over its size budget.
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
          loading={<Skeleton shape="text" label={text.month} />}
          isEmpty={isNone}
          empty={<InlineAlert tone="info" title={text.noMonths} role="status" />}
        >
          {(list) => (
            <RadioGroup
              label={text.month}
              isRequired
              value={month}
              options={list.map((value) => ({
                value,
                label: monthLabel(value, words),
              }))}
              onChange={choose('month')}
            />
          )}
        </Query>
      ) : null}
      {month !== null ? (
        <Query
          query={listOf(dates, {}, (answer) => answer.availableDates)}
          loading={<Skeleton shape="text" label={text.date} />}
          isEmpty={isNone}
          empty={<InlineAlert tone="info" title={text.noDates} role="status" />}
        >
          {(list) => (
            <RadioGroup
              label={text.date}
              isRequired
              value={date}
              options={list.map((value) => ({
                value,
                label: dateLabel(value, words),
              }))}
              onChange={choose('date')}
            />
          )}
        </Query>
      ) : null}
      {date !== null ? (
        <Query
          query={listOf(times, {}, (answer) =>
            withHeldSlot(Object.entries(answer.availableTimes ?? {}), held, date),
          )}
          loading={
            <SkeletonGroup label={text.loadingTimes}>
              <Skeleton shape="text" lines={3} />
            </SkeletonGroup>
          }
          isEmpty={isNone}
          empty={<InlineAlert tone="info" title={text.noTimes} role="status" />}
        >
          {(list) => (
            <RadioGroup
              label={text.time}
              isRequired
              value={choice.timeSlot}
              options={list.map(([key, time]) => ({
                value: key.toLowerCase(),
                label: timeRangeLabel(time, words),
              }))}
              onChange={choose('timeSlot')}
            />
          )}
        </Query>
      ) : null}
      <div role="alert">{problem !== null ? <InlineAlert tone="error" title={problem} /> : null}</div>
      <Button type="submit" fullWidth isLoading={isSaving}>
        {d.next}
      </Button>
    </Stack>
  );
}
