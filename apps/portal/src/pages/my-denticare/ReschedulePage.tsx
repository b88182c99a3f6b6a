import {
  messages,
  myDenticarePageMessages,
  type DenticareAppointment,
  type DenticareHistory,
  type PublicSlot,
} from '@careportal/domain';
import {
  Button,
  Card,
  DetailList,
  InlineAlert,
  Link,
  Skeleton,
  SkeletonGroup,
  useToast,
} from '@careportal/ui';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { layout } from '../../features/services/layout';
import { ActingForProvider } from '../../features/people/ActingForProvider';
import { useViewedApi } from '../../features/people/useViewedApi';
import { appointmentDetails } from '../../features/denticare/Appointments';
import {
  DENTICARE_URLS,
  EMPTY_CHOICE,
  SCHEDULE_PATH,
  choiceOf,
  nextAvailableOf,
  SLOT_TAKEN,
  slotBody,
  type SlotChoice,
} from '../../features/denticare/client';
import { useRefreshSlots } from '../../features/denticare/slotSearch';
import { SlotChooser, defaultResource, useResources } from '../../features/denticare/SlotChooser';
import { SlotProblem } from '../../features/denticare/SlotProblem';
import { failureMessage } from '../../data/client';

const text = myDenticarePageMessages;

function BackToSchedule() {
  return (
    <Link href={SCHEDULE_PATH} variant="standalone">
      {text.backToSchedule}
    </Link>
  );
}

/** A new time for `appointment`, at its clinic: the slot chooser and Confirm. */
function NewTime({ appointment }: { appointment: DenticareAppointment }) {
  const client = useApiClient();
  const { show } = useToast();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<SlotChoice>(EMPTY_CHOICE);
  const [isSending, setSending] = useState(false);
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; nextAvailable: PublicSlot[] | null } | null>(
    null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refreshSlots = useRefreshSlots();
  const resources = useResources(appointment.serviceId, appointment.centerId);
  const body = slotBody(
    appointment.serviceId,
    appointment.centerId,
    choice,
    defaultResource(resources.data?.data ?? undefined),
  );

  const confirm = async () => {
    if (body === null) {
      setMissing(true);
      headingRef.current?.focus();
      return;
    }
    setSending(true);
    setRefusal(null);
    const result = await client.request('PUT', DENTICARE_URLS.client.reschedule(appointment.id), {
      quiet: true,
      body: body,
    });
    setSending(false);
    if (!result.error) {
      show({ type: 'success', content: messages.success.appointmentRescheduled });
      await navigate(SCHEDULE_PATH);
      return;
    }
    const nextAvailable = result.errorCode === SLOT_TAKEN ? nextAvailableOf(result) : null;
    setRefusal({ message: failureMessage(result), nextAvailable });
    headingRef.current?.focus();
    if (nextAvailable !== null) {
      // The time is gone: it leaves the choice and the times shown.
      setChoice((current) => ({ ...current, time: null }));
      await refreshSlots();
    }
  };

  return (
    <section className={layout.section} aria-labelledby="denticare-new-time">
      <div className={layout.stack}>
        <h2 id="denticare-new-time" ref={headingRef} tabIndex={-1} className={layout.sectionTitle}>
          {text.newTimeTitle}
        </h2>
        <p>{text.newTimeIntro}</p>
      </div>
      {missing && body === null ? <InlineAlert tone="error" title={text.chooseAll} /> : null}
      {refusal === null ? null : (
        <SlotProblem
          message={refusal.message}
          nextAvailable={refusal.nextAvailable}
          onChoose={(slot) => {
            setChoice(choiceOf(slot));
            setRefusal(null);
          }}
        />
      )}
      <SlotChooser
        serviceId={appointment.serviceId}
        centerId={appointment.centerId}
        choice={choice}
        onChange={(next) => {
          setChoice(next);
          setMissing(false);
        }}
      />
      <div className={layout.actions}>
        <Button isLoading={isSending} onPress={() => void confirm()}>
          {text.confirmNewTime}
        </Button>
      </div>
    </section>
  );
}

function RescheduleContent({ title }: { title: string }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const history = useViewedApi<DenticareHistory>(
    id === null || id === '' ? null : DENTICARE_URLS.client.history,
  );

  const body =
    id === null || id === '' ? (
      <InlineAlert tone="warning" title={text.missingId} />
    ) : (
      <Query
        query={history}
        loading={
          <SkeletonGroup>
            <Skeleton shape="card" lines={4} />
          </SkeletonGroup>
        }
      >
        {(data) => {
          const appointment = [
            ...data.upcomingAppointments,
            ...data.completedAppointments,
            ...data.cancelledAppointments,
          ].find((each) => each.id === id);
          if (appointment === undefined) {
            return <InlineAlert tone="warning" title={messages.denticare.appointmentNotFound} />;
          }
          return (
            <>
              <Card title={text.currentTitle} headingLevel={2}>
                <div className={layout.stack}>
                  <p className={layout.strong}>{appointment.serviceName}</p>
                  <DetailList columns={2} items={appointmentDetails(appointment)} />
                </div>
              </Card>
              {appointment.status === 'BOOKED' && appointment.canReschedule ? (
                <NewTime key={appointment.id} appointment={appointment} />
              ) : (
                <InlineAlert tone="warning" title={appointment.refusal ?? messages.booking.notScheduled} />
              )}
            </>
          );
        }}
      </Query>
    );

  return (
    <div className={layout.page}>
      <h1>{title}</h1>
      {body}
      <BackToSchedule />
    </div>
  );
}

/** Props of {@link ReschedulePage}. */
export interface ReschedulePageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * Reschedule a dental appointment (route MyDenticareReschedule, `?id=…`): the appointment, then a new dentist,
 * month, day and time at the same clinic, and Confirm (PUT …/{id}/reschedule): 'Reschedule appointment
 * successfully' and back to the schedule. A refusal shows the server's reason instead of the times; a time
 * taken meanwhile offers the next free ones.
 */
export function ReschedulePage({ title }: ReschedulePageProps) {
  return (
    <ActingForProvider>
      <RescheduleContent title={title} />
    </ActingForProvider>
  );
}
