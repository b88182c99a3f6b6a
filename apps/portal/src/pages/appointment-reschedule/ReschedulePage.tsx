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
  InlineAlert,
  RadioGroup,
  Skeleton,
  SkeletonGroup,
  useToast,
} from '@careportal/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi, useApiClient } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { BackLink, BookingPage, type BookingPageContext } from '../../features/services/BookingPage';
import { BookingSummary } from '../../features/services/BookingSummary';
import { RESCHEDULE_URL, isSlotTaken, vacantSlotsUrl, type SlotsAnswer } from '../../features/services/api';
import { placesText, refusalMessage } from '../../features/services/changeWords';
import { layout } from '../../features/services/layout';
import { failureMessage } from '../../data/client';

const text = myServicesPageMessages;

/** Props of {@link ReschedulePage}. */
export interface ReschedulePageProps {
  /** The route's title, the page's h1. */
  title: string;
  /** Today, the first day of the slots offered. Default the browser's clock. */
  today?: () => Date;
}

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

interface RescheduleFormProps extends BookingPageContext {
  today: () => Date;
}

/** The vacant slots as one radio group a day, and Confirm. */
function RescheduleForm({ booking, review, back, today }: RescheduleFormProps) {
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
        <div className={layout.days}>
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
        </div>
      )}
    </Query>
  );

  const hasSlots = slots.data?.data?.slots.length !== undefined && slots.data.data.slots.length > 0;
  return (
    <section className={layout.section} aria-labelledby="choose-new-time">
      <div className={layout.stack}>
        <h2 id="choose-new-time" ref={headingRef} tabIndex={-1} className={layout.sectionTitle}>
          {text.chooseNewTime}
        </h2>
        <p>{text.chooseNewTimeHint}</p>
      </div>
      {problem === null ? null : <InlineAlert tone="error" title={problem} />}
      {choice}
      <div className={layout.actions}>
        {hasSlots ? (
          <Button isLoading={isSaving} onPress={() => void confirm()}>
            {text.confirmNewTime}
          </Button>
        ) : null}
      </div>
      <BackLink to={back} />
    </section>
  );
}

/**
 * Reschedule (route AppointmentReschedule, `?sessionId=…&returnTo=…`), for an appointment or a session: the
 * booking, then the vacant slots of the next 2 weeks by day (dd/MM/yyyy, hh:mm A), and Confirm. The rules are
 * the server's: a refusal shows the catalogue's reason instead of the slots; a slot taken meanwhile keeps the
 * person here with the slots as they are now.
 */
export function ReschedulePage({ title, today = () => new Date() }: ReschedulePageProps) {
  return (
    <BookingPage title={title}>
      {(context) => (
        <>
          <BookingSummary booking={context.booking} />
          {context.booking.changeRules.canReschedule ? (
            <RescheduleForm key={context.booking.id} {...context} today={today} />
          ) : (
            <>
              <InlineAlert
                tone="warning"
                title={refusalMessage(
                  context.booking.changeRules.rescheduleRefusal ?? 'notScheduled',
                  context.review.graceWorkingDays,
                )}
              />
              <BackLink to={context.back} />
            </>
          )}
        </>
      )}
    </BookingPage>
  );
}
