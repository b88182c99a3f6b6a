import {
  messages,
  myServicesPageMessages,
  singaporeCalendarDate,
  slotWindow,
  type ServiceBooking,
} from '@careportal/domain';
import {
  Button,
  CalendarIcon,
  EmptyState,
  InlineAlert,
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
import { refusalMessage } from './changeWords';
import { textStyles } from '../../shell/textStyles';
import { SlotPicker } from './SlotPicker';
import { useClashWarning } from '../scheduling/useClashWarning';

const text = myServicesPageMessages;

/** Props of {@link RescheduleForm}. */
export interface RescheduleFormProps extends BookingPageContext {
  /** Today, the first day of the slots offered. */
  today: () => Date;
}

/**
 * The vacant slots of the booking's service and type in the next 2 weeks, as a calendar of the days that have one
 * (opened on the first) and the chosen day's times with their places left (the UI package's SlotPicker), and
 * Confirm beside the choice, with a warning above it when the time chosen would clash with a booking of someone
 * the customer cares for ({@link useClashWarning}). A refusal shows the catalogue's reason above the slots; a slot
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
  const clashWarning = useClashWarning({ sessionId: booking.id }, chosen === null ? [] : [chosen]);

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

  const window = slotWindow(singaporeCalendarDate(firstDay));
  const confirmButton = (
    <Button isLoading={isSaving} onPress={() => void confirm()}>
      {text.confirmNewTime}
    </Button>
  );
  const choice = (
    <Query
      query={slots}
      loading={
        <SkeletonGroup>
          <Skeleton shape="block" aspectRatio={1.2} />
        </SkeletonGroup>
      }
      isEmpty={(answer) => answer.slots.length === 0}
      empty={<EmptyState icon={CalendarIcon} />}
    >
      {(answer) => (
        <SlotPicker
          slots={answer.slots}
          window={window}
          max={1}
          selected={chosen === null ? [] : [chosen]}
          onChange={(next) => {
            setChosen(next[0] ?? null);
            setProblem(null);
          }}
          action={confirmButton}
          notice={clashWarning}
        />
      )}
    </Query>
  );

  return (
    <Stack as="section" space="md" aria-labelledby="choose-new-time">
      <Stack space="sm">
        <h2 id="choose-new-time" ref={headingRef} tabIndex={-1} className={textStyles.subtitle}>
          {text.chooseNewTime}
        </h2>
        <p className={textStyles.flush}>{text.chooseNewTimeHint}</p>
      </Stack>
      {problem === null ? null : <InlineAlert tone="error" title={problem} />}
      {choice}
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
