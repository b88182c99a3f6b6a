import {
  bookingConflictCode,
  bookingPageMessages,
  formatDisplayDate,
  formatMessage,
  messages,
} from '@careportal/domain';
import {
  EmptyState,
  InlineAlert,
  Link,
  RadioGroup,
  Skeleton,
  SkeletonGroup,
  StepBar,
  useToast,
} from '@careportal/ui';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useApi, useApiClient } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { failureMessage, type ApiResult } from '../../data/client';
import { usePoll } from '../../data/usePoll';
import type { PageProps } from '../../pageModules';
import {
  BOOKING_URLS,
  MY_SERVICES_PATH,
  type BookingsAnswer,
  type Intake,
  type IntakesAnswer,
  type ServiceSummary,
} from '../../features/services/api';
import { bookingStepsOf } from '../../features/services/steps';
import { clockTime, serviceLine, weekdayList } from '../../features/services/bookingWords';
import { ServiceGate } from '../../features/services/ServiceGate';
import { bookingLayout } from '../../features/services/bookingLayout';
import { SlotStep, useStepHeading } from '../../features/services/SlotStep';
import { nextLabelOf, useRefreshServices, useSlotBooking } from '../../features/services/useSlotBooking';

const text = bookingPageMessages;
const QUIET = { quiet: true } as const;

type IntakeStepId = 'PRE_SESSION' | 'INTAKE';

/** Props of {@link BookPreclassIntakePage}. */
export interface BookPreclassIntakePageProps extends PageProps {
  /** The clock the pre-assessment's first window of slots starts from; the browser's by default. */
  now?: () => number;
}

/** An intake run as its radio option: its name and dates, then when it meets and the places left (or full). */
function intakeOption(intake: Intake) {
  const dates = formatMessage(text.intake.dates, {
    start: formatDisplayDate(intake.startDate),
    end: formatDisplayDate(intake.endDate),
  });
  const schedule = formatMessage(text.intake.schedule, {
    days: weekdayList(intake.daysOfWeek),
    start: clockTime(intake.startTime),
    end: clockTime(intake.endTime),
  });
  const places =
    intake.vacancies === 0
      ? text.intake.full
      : intake.vacancies === 1
        ? text.intake.onePlaceLeft
        : formatMessage(text.intake.placesLeft, { count: intake.vacancies });
  return {
    value: intake.id,
    label: `${intake.name}: ${dates}`,
    description: `${schedule}. ${places}`,
    isDisabled: intake.vacancies === 0,
  };
}

interface IntakeChoiceProps {
  service: ServiceSummary;
  intakes: ReturnType<typeof useApi<IntakesAnswer>>;
  chosen: string | null;
  onChoose: (id: string) => void;
  refusal: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

function IntakeChoice({ service, intakes, chosen, onChoose, refusal, headingRef }: IntakeChoiceProps) {
  const body = (
    <Query
      query={intakes}
      loading={
        <SkeletonGroup>
          <Skeleton shape="card" lines={3} />
        </SkeletonGroup>
      }
      isEmpty={(answer) => answer.intakes.length === 0}
      empty={<p className={bookingLayout.text}>{text.intake.none}</p>}
    >
      {(answer) => (
        <RadioGroup
          label={formatMessage(text.intake.choose, { centre: service.centreName })}
          value={chosen}
          onChange={onChoose}
          options={answer.intakes.map(intakeOption)}
        />
      )}
    </Query>
  );
  return (
    <div className={bookingLayout.step}>
      <div className={bookingLayout.stack}>
        <h2 ref={headingRef} tabIndex={-1} className={bookingLayout.stepTitle}>
          {text.intake.title}
        </h2>
        <p className={bookingLayout.text}>{text.intake.intro}</p>
      </div>
      {refusal === null ? null : <InlineAlert tone="error" title={refusal} />}
      {body}
    </div>
  );
}

/** After enrolling: the run chosen, while the server confirms its dates. */
function Enrolled({ intake }: { intake: Intake | undefined }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className={bookingLayout.step}>
      <h2 ref={heading} tabIndex={-1} className={bookingLayout.stepTitle}>
        {text.intake.enrolledTitle}
      </h2>
      <p role="status" className={bookingLayout.text}>
        {formatMessage(text.intake.enrolledBody, { intake: intake?.name ?? '' })}
      </p>
      <div className={bookingLayout.actions}>
        <Link href={MY_SERVICES_PATH} variant="primaryButton">
          {text.myServices}
        </Link>
      </div>
    </div>
  );
}

function Enrolment({ service, openedAt }: { service: ServiceSummary; openedAt: number }) {
  const navigate = useNavigate();
  const client = useApiClient();
  const { show } = useToast();
  const refreshServices = useRefreshServices();
  const poll = usePoll();
  // What the page opened with: enrolling here moves the service on, not the page's steps.
  const [wasEnrolled] = useState(service.intakeId != null);
  const [steps] = useState(() => bookingStepsOf(service, 'INTAKES') as IntakeStepId[]);
  const [current, setCurrent] = useState<IntakeStepId>(steps[0] ?? 'INTAKE');
  const [completed, setCompleted] = useState<string[]>([]);
  const heading = useStepHeading(current);
  const bookings = useApi<BookingsAnswer>(BOOKING_URLS.bookings(service.id), QUIET);
  const preAssessment = useSlotBooking({
    service,
    type: 'PRE_SESSION',
    bookings,
    openedAt,
    isActive: current === 'PRE_SESSION',
  });
  const intakes = useApi<IntakesAnswer>(
    current === 'INTAKE' ? BOOKING_URLS.intakes(service.id) : null,
    QUIET,
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isEnrolling, setEnrolling] = useState(false);
  const [enrolled, setEnrolled] = useState<string | null>(null);
  const index = steps.indexOf(current);

  // Once the server shows the run's dates as booked (or has had its five chances), My Services shows them.
  useEffect(() => {
    if (poll.state === 'done' || poll.state === 'gave-up') void navigate(MY_SERVICES_PATH);
  }, [poll.state, navigate]);

  const enrol = async () => {
    if (chosen === null || isEnrolling) return;
    setEnrolling(true);
    setRefusal(null);
    const before = (bookings.data?.data?.sessions ?? []).filter((each) => each.status === 'SCHEDULED').length;
    const result: ApiResult = await client.request('POST', BOOKING_URLS.enrol, {
      quiet: true,
      body: {
        clientId: service.personId,
        subscription: service.id,
        subscriptionTermId: chosen,
      },
    });
    if (result.error) {
      setRefusal(failureMessage(result));
      if (result.errorCode === bookingConflictCode('intakeFull')) setChosen(null);
      await intakes.mutate();
      setEnrolling(false);
      return;
    }
    show({ type: 'success', content: messages.success.intakeEnrolled });
    setEnrolled(chosen);
    void refreshServices();
    const confirmed = (answer: ApiResult<BookingsAnswer> | undefined) =>
      (answer?.data?.sessions ?? []).filter((each) => each.status === 'SCHEDULED').length > before;
    if (confirmed(await bookings.mutate())) {
      void navigate(MY_SERVICES_PATH);
      return;
    }
    poll.start(async () => confirmed(await bookings.mutate()));
  };

  if (wasEnrolled) {
    return (
      <EmptyState
        action={
          <Link href={MY_SERVICES_PATH} variant="primaryButton">
            {text.myServices}
          </Link>
        }
      >
        {text.intake.alreadyEnrolled}
      </EmptyState>
    );
  }
  if (enrolled !== null) {
    return <Enrolled intake={intakes.data?.data?.intakes.find((each) => each.id === enrolled)} />;
  }

  const isIntakeStep = current === 'INTAKE';
  const isValid = isIntakeStep
    ? chosen !== null
    : preAssessment.selected.length > 0 || preAssessment.shown.length > 0;

  return (
    <>
      <p className={bookingLayout.text}>{serviceLine(service)}</p>
      <StepBar
        steps={steps.map((id) => ({ id, label: text.steps[id] }))}
        currentStepId={current}
        completedStepIds={completed}
        isCurrentStepValid={isValid && bookings.data !== undefined}
        navLabel={text.stepsNavigation}
        exitConfirmBody={text.exitConfirmBody}
        onStepChange={(id) => {
          setCurrent(id as IntakeStepId);
        }}
        onBack={() => {
          const previous = steps[index - 1];
          if (previous !== undefined) setCurrent(previous);
        }}
        onNext={() => {
          if (isIntakeStep) {
            void enrol();
          } else if (preAssessment.selected.length > 0) {
            void preAssessment.book();
          } else {
            setCompleted((done) => (done.includes(current) ? done : [...done, current]));
            setCurrent('INTAKE');
          }
        }}
        onExit={() => {
          void navigate(MY_SERVICES_PATH);
        }}
        isNextLoading={isIntakeStep ? isEnrolling : preAssessment.isBooking}
        nextLabel={isIntakeStep ? text.intake.enrol : nextLabelOf(preAssessment, false)}
      >
        {isIntakeStep ? (
          <IntakeChoice
            service={service}
            intakes={intakes}
            chosen={chosen}
            onChoose={(id) => {
              setRefusal(null);
              setChosen(id);
            }}
            refusal={refusal}
            headingRef={heading}
          />
        ) : (
          <SlotStep booking={preAssessment} headingRef={heading} />
        )}
      </StepBar>
    </>
  );
}

/**
 * Book a pre-class intake (/book-preclass-intake?serviceId=…) for an INTAKES programme: the pre-assessment when
 * the booking stage asks for it (domain isPreAssessmentStepVisible: for intake programmes with a pre-session type
 * in SESSION_BOOKING too), then the intake run, full runs shown and explained. Enrolling (POST intake/enroll)
 * says 'Enrol intake successfully' and, once the server shows the run's dates, goes to My Services.
 */
export function BookPreclassIntakePage({ title, now = Date.now }: BookPreclassIntakePageProps) {
  const [openedAt] = useState(now);
  return (
    <div className={bookingLayout.page}>
      <h1>{title}</h1>
      <ServiceGate programme="INTAKES">
        {(service) => <Enrolment service={service} openedAt={openedAt} />}
      </ServiceGate>
    </div>
  );
}
