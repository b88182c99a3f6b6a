import { bookingPageMessages } from '@careportal/domain';
import { EmptyState, Link, useStepProblems } from '@careportal/ui';
import { useState } from 'react';
import { useApi } from '../../data/ApiProvider';
import { BOOKING_URLS, type BookingsAnswer, type IntakesAnswer, type ServiceSummary } from './api';
import { BookingStepBar } from './BookingStepBar';
import { Enrolled, IntakeChoice } from './IntakeChoice';
import { SlotStep } from './SlotStep';
import { bookingStepsOf } from './steps';
import { useIntakeEnrolment } from './useIntakeEnrolment';
import { nextLabelOf, useSlotBooking } from './useSlotBooking';
import { MY_SERVICES_PATH } from '../../paths';

const text = bookingPageMessages;
const QUIET = { quiet: true } as const;

type IntakeStepId = 'PRE_SESSION' | 'INTAKE';

/** Props of {@link IntakeBooking}. */
export interface IntakeBookingProps {
  service: ServiceSummary;
  /** When the page opened: the pre-assessment's first window of slots starts from it. */
  openedAt: number;
}

/**
 * Booking an INTAKES programme: the pre-assessment when its booking stage asks for it, then the intake run, in a
 * step bar; after enrolling, the run chosen while the server confirms its dates. A service already enrolled when
 * the page opened says so, with the way to My Services.
 */
export function IntakeBooking({ service, openedAt }: IntakeBookingProps) {
  // What the page opened with: enrolling here moves the service on, not the page's steps.
  const [wasEnrolled] = useState(service.intakeId != null);
  const [steps] = useState(() => bookingStepsOf(service, 'INTAKES') as IntakeStepId[]);
  const [current, setCurrent] = useState<IntakeStepId>(steps[0] ?? 'INTAKE');
  const [completed, setCompleted] = useState<string[]>([]);
  const problems = useStepProblems(current);
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
  const enrolment = useIntakeEnrolment(service, bookings, intakes);

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
  if (enrolment.enrolled !== null) {
    return <Enrolled intake={intakes.data?.data?.intakes.find((each) => each.id === enrolment.enrolled)} />;
  }

  const isIntakeStep = current === 'INTAKE';
  const isValid = isIntakeStep
    ? enrolment.chosen !== null
    : preAssessment.selected.length > 0 || preAssessment.shown.length > 0;

  return (
    <>
      <BookingStepBar
        service={service}
        steps={steps}
        current={current}
        completed={completed}
        isCurrentStepValid={isValid && bookings.data !== undefined}
        onInvalidNext={problems.showProblems}
        onGo={setCurrent}
        onNext={() => {
          if (isIntakeStep) {
            void enrolment.enrol();
          } else if (preAssessment.selected.length > 0) {
            void preAssessment.book();
          } else {
            setCompleted((done) => (done.includes(current) ? done : [...done, current]));
            setCurrent('INTAKE');
          }
        }}
        isNextLoading={isIntakeStep ? enrolment.isEnrolling : preAssessment.isBooking}
        nextLabel={isIntakeStep ? text.intake.enrol : nextLabelOf(preAssessment, false)}
        nextInContent={!isIntakeStep && preAssessment.hasTimes}
      >
        {isIntakeStep ? (
          <IntakeChoice
            service={service}
            intakes={intakes}
            chosen={enrolment.chosen}
            onChoose={enrolment.choose}
            refusal={enrolment.refusal}
            problemsShown={problems.problemsShown}
          />
        ) : (
          (next) => <SlotStep booking={preAssessment} problemsShown={problems.problemsShown} action={next} />
        )}
      </BookingStepBar>
    </>
  );
}
