import {
  formatDisplayDate,
  formatDisplayTime,
  formatMessage,
  messages,
  myServicesPageMessages,
  type ServiceBooking,
  type VacantSlot,
} from '@careportal/domain';
import {
  Button,
  CalendarIcon,
  EmptyState,
  Inline,
  InlineAlert,
  RadioGroup,
  Skeleton,
  SkeletonGroup,
  Stack,
  useToast,
} from '@careportal/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi, useApiClient } from '../../data/ApiProvider';
import { failureMessage } from '../../data/client';
import { Query } from '../../data/Query';
import { BackLink, type BookingPageContext } from './BookingPage';
import { RESCHEDULE_URL, isSlotTaken, vacantSlotsUrl, type SlotsAnswer } from './api';
import { placesText, refusalMessage } from './changeWords';
import { textStyles } from '../../shell/textStyles';

const text = myServicesPageMessages;

/** The slots by day, in time order: [dd/MM/yyyy, slots]. */
function slotsByDay(slots: readonly VacantSlot[]): [string, VacantSlot[]][] {
  const days = new Map<string, VacantSlot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const slot of sorted) {
    const day = formatDisplayDate(slot.startsAt);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

/** Props of {@link RescheduleForm}. */
export interface RescheduleFormProps extends BookingPageContext {
  /** Today, the first day of the slots offered. */
  today: () => Date;
}

/**
 * The vacant slots of the booking's service and type in the next 2 weeks, as one radio group a day (dd/MM/yyyy,
 * hh:mm A, with the places left), and Confirm. A refusal shows the catalogue's reason above the slots; a slot
 * taken meanwhile keeps the person here with the slots as they are now; a move goes back where they came from.
 */
export function RescheduleForm({ booking, review, back, today }: RescheduleFormProps) {
  const client = useApiClient();
  const { show } = useToast();
  const navigate = useNavigate();
  const [firstDay] = useState(today);
  const slots = useApi<SlotsAnswer>(vacantSlotsUrl(booking, firstDay), { quiet: true });
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const confirm = async () => {
    if (chosen === null) {
      setProblem(text.chooseTimeFirst);
      headingRef.current?.focus();
      return;
    }
    setSaving(true);
    setProblem(null);
    const result = await client.request<ServiceBooking>('POST', RESCHEDULE_URL, {
      quiet: true,
      body: {
        sessionId: booking.id,
        startsAt: chosen,
      },
    });
    setSaving(false);
    if (!result.error) {
      show({
        type: 'success',
        content:
          booking.format === 'SESSION'
            ? messages.booking.sessionRescheduled
            : messages.success.appointmentRescheduled,
      });
      // Back at once; what was read before the change is read again there.
      void review.invalidateAll();
      await navigate(back);
      return;
    }
    setProblem(failureMessage(result));
    headingRef.current?.focus();
    if (isSlotTaken(result)) {
      // Someone took it meanwhile: stay, with the slots as they are now.
      setChosen(null);
      await slots.mutate();
    } else {
      await review.refresh();
    }
  };

  const choice = (
    <Query
      query={slots}
      loading={
        <SkeletonGroup>
          <Skeleton shape="text" lines={4} />
        </SkeletonGroup>
      }
      isEmpty={(answer) => answer.slots.length === 0}
      empty={<EmptyState icon={CalendarIcon} />}
    >
      {(answer) => (
        <Stack space="xl">
          {slotsByDay(answer.slots).map(([day, ofDay]) => (
            <RadioGroup
              key={day}
              label={day}
              value={ofDay.some((slot) => slot.startsAt === chosen) ? chosen : null}
              onChange={(value) => {
                setChosen(value);
                setProblem(null);
              }}
              options={ofDay.map((slot) => ({
                value: slot.startsAt,
                label: formatMessage(text.timeRange, {
                  start: formatDisplayTime(slot.startsAt),
                  end: formatDisplayTime(slot.endsAt),
                }),
                description: placesText(slot.vacancies),
              }))}
            />
          ))}
        </Stack>
      )}
    </Query>
  );

  const hasSlots = slots.data?.data?.slots.length !== undefined && slots.data.data.slots.length > 0;
  return (
    <Stack as="section" space="md" aria-labelledby="choose-new-time">
      <Stack space="sm">
        <h2 id="choose-new-time" ref={headingRef} tabIndex={-1} className={textStyles.sectionTitle}>
          {text.chooseNewTime}
        </h2>
        <p>{text.chooseNewTimeHint}</p>
      </Stack>
      {problem === null ? null : <InlineAlert tone="error" title={problem} />}
      {choice}
      <Inline space="sm" alignY="center">
        {hasSlots ? (
          <Button isLoading={isSaving} onPress={() => void confirm()}>
            {text.confirmNewTime}
          </Button>
        ) : null}
      </Inline>
      <BackLink to={back} />
    </Stack>
  );
}

/** Why the booking cannot be moved (the catalogue's reason, from its change rules), with the way back. */
export function RescheduleRefused({ booking, review, back }: BookingPageContext) {
  return (
    <>
      <InlineAlert
        tone="warning"
        title={refusalMessage(
          booking.changeRules.rescheduleRefusal ?? 'notScheduled',
          review.graceWorkingDays,
        )}
      />
      <BackLink to={back} />
    </>
  );
}
