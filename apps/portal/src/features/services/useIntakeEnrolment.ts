import { messages } from '@careportal/domain';
import { useToast } from '@careportal/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../data/ApiProvider';
import { failureMessage, type ApiResult } from '../../data/client';
import type { Read } from '../../data/Query';
import { usePoll } from '../../data/usePoll';
import { BOOKING_URLS, type BookingsAnswer, type IntakesAnswer, type ServiceSummary } from './api';
import { useRefreshServices, type BookingsRead } from './useSlotBooking';
import { MY_SERVICES_PATH } from '../../paths';

/** What {@link useIntakeEnrolment} gives the intake step. */
export interface IntakeEnrolment {
  /** The intake run chosen, or null. */
  chosen: string | null;
  /** Chooses a run, forgetting the last refusal. */
  choose: (id: string) => void;
  /** Why the last enrolment was refused (the catalogue's words). */
  refusal: string | null;
  isEnrolling: boolean;
  /** The run enrolled in here, or null. */
  enrolled: string | null;
  /** Enrols in the run chosen (POST intake/enroll). */
  enrol: () => Promise<void>;
}

/**
 * Enrolling `service` in an intake run: POST intake/enroll, 'Enrol intake successfully', then My Services once
 * the server shows the run's dates as booked (or has had its five chances). A refusal says why and reads the runs
 * again; a full run is chosen no more.
 */
export function useIntakeEnrolment(
  service: ServiceSummary,
  bookings: BookingsRead,
  intakes: Read<IntakesAnswer>,
): IntakeEnrolment {
  const navigate = useNavigate();
  const client = useApiClient();
  const { show } = useToast();
  const refreshServices = useRefreshServices();
  const poll = usePoll();
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isEnrolling, setEnrolling] = useState(false);
  const [enrolled, setEnrolled] = useState<string | null>(null);

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
      if (result.errorCode === 'BOOKING_INTAKE_FULL') setChosen(null);
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

  return {
    chosen,
    choose: (id) => {
      setRefusal(null);
      setChosen(id);
    },
    refusal,
    isEnrolling,
    enrolled,
    enrol,
  };
}
