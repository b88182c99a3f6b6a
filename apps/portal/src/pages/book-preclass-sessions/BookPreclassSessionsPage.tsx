import { Stack, useStepProblems } from '@careportal/ui';
import type { SessionType } from '@careportal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../data/ApiProvider';
import type { PageProps } from '../../shell/pageProps';
import { BOOKING_URLS, type BookingsAnswer, type ServiceSummary } from '../../features/services/api';
import { bookingStepsOf, type BookingStepId } from '../../features/services/steps';
import { BookingStepBar } from '../../features/services/BookingStepBar';
import { ServiceGate } from '../../features/services/ServiceGate';
import { SlotStep } from '../../features/services/SlotStep';
import { nextLabelOf, useSlotBooking } from '../../features/services/useSlotBooking';
import { MY_SERVICES_PATH } from '../../paths';

const QUIET = { quiet: true } as const;

/** Props of {@link BookPreclassSessionsPage}. */
export interface BookPreclassSessionsPageProps extends PageProps {
  /** The clock the slots' first window starts from; the browser's by default. */
  now?: () => number;
}

function Booking({ service, openedAt }: { service: ServiceSummary; openedAt: number }) {
  const navigate = useNavigate();
  // The steps are those of the stage the page opened at: booking moves the service on, not the page's steps.
  const [steps] = useState(() => bookingStepsOf(service, 'SESSIONS') as SessionType[]);
  const [current, setCurrent] = useState<SessionType>(steps[0] ?? 'SESSION');
  const [completed, setCompleted] = useState<BookingStepId[]>([]);
  const problems = useStepProblems(current);
  const bookings = useApi<BookingsAnswer>(BOOKING_URLS.bookings(service.id), QUIET);
  const bookingOf = {
    PRE_SESSION: useSlotBooking({
      service,
      type: 'PRE_SESSION',
      bookings,
      openedAt,
      isActive: current === 'PRE_SESSION',
    }),
    SESSION: useSlotBooking({
      service,
      type: 'SESSION',
      bookings,
      openedAt,
      isActive: current === 'SESSION',
    }),
    POST_SESSION: useSlotBooking({
      service,
      type: 'POST_SESSION',
      bookings,
      openedAt,
      isActive: current === 'POST_SESSION',
    }),
  };
  const booking = bookingOf[current];
  const index = steps.indexOf(current);
  const isLast = index === steps.length - 1;
  // An appointment step is done once its appointment is booked; sessions can be left for later.
  const isValid =
    booking.selected.length > 0 || current === 'SESSION' || booking.shown.length > 0 || booking.max === 0;

  const goTo = (step: SessionType) => {
    setCurrent(step);
  };

  return (
    <>
      <BookingStepBar
        service={service}
        steps={steps}
        current={current}
        completed={completed}
        isCurrentStepValid={isValid && bookings.data !== undefined}
        onInvalidNext={problems.showProblems}
        onGo={goTo}
        onNext={() => {
          if (booking.selected.length > 0) {
            void booking.book();
            return;
          }
          if (isLast) {
            void navigate(MY_SERVICES_PATH);
            return;
          }
          setCompleted((done) => (done.includes(current) ? done : [...done, current]));
          const next = steps[index + 1];
          if (next !== undefined) goTo(next);
        }}
        isNextLoading={booking.isBooking}
        nextLabel={nextLabelOf(booking, isLast)}
        nextInContent={booking.hasTimes}
      >
        {(next) => <SlotStep booking={booking} problemsShown={problems.problemsShown} action={next} />}
      </BookingStepBar>
    </>
  );
}

/**
 * Book pre-class sessions (/book-preclass-sessions?serviceId=…) for a SESSIONS programme: the steps its booking
 * stage asks for (domain isPreAssessmentStepVisible and isPostSessionStepVisible): the pre-assessment, the
 * sessions (as many 45-minute times as are left), the post-assessment. Next books what is chosen; Done goes back
 * to My Services.
 */
export function BookPreclassSessionsPage({ title, now = Date.now }: BookPreclassSessionsPageProps) {
  const [openedAt] = useState(now);
  return (
    <Stack space="xl">
      <h1>{title}</h1>
      <ServiceGate programme="SESSIONS">
        {(service) => <Booking service={service} openedAt={openedAt} />}
      </ServiceGate>
    </Stack>
  );
}
