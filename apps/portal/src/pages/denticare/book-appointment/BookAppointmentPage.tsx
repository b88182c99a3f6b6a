import { PageLoading } from '@careportal/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Query } from '../../../data/Query';
import { DENTICARE_PATHS, type BookingResume } from '../../../features/denticare/api';
import { BookingSteps } from '../../../features/denticare/booking/BookingSteps';
import { useBookingStart } from '../../../features/denticare/booking/reads';
import { refreshDenticareSessionId } from '../../../features/denticare/session';
import { useDenticareSession } from '../../../features/denticare/useDenticareSession';
import { GoTo } from '../../../shell/GoTo';

/** Props of {@link BookAppointmentPage}. */
export interface BookAppointmentPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

function resumeOf(state: unknown): BookingResume {
  if (typeof state !== 'object' || state === null) return {};
  const { resume, change } = state as BookingResume;
  return { resume: resume === true, change: change === true };
}

interface BookingProps {
  title: string;
  sessionId: string;
  onStartAgain: () => void;
}

/**
 * The booking of one session: what it has already first (the clinics, its appointment, the details it kept),
 * then its three steps. A session that has booked already goes to /denticare/existing-appointment-found (unless
 * it came to change that appointment); one that holds a slot finds it chosen again.
 */
function Booking({ title, sessionId, onStartAgain }: BookingProps) {
  const location = useLocation();
  const [{ resume = false, change = false }] = useState(() => resumeOf(location.state));
  const start = useBookingStart(sessionId);
  return (
    <Query query={start} loading={<PageLoading />}>
      {({ centers, appointment, kept }) =>
        appointment?.status === 'BOOKED' && !change ? (
          <GoTo path={DENTICARE_PATHS.existing} />
        ) : (
          <BookingSteps
            title={title}
            onStartAgain={onStartAgain}
            sessionId={sessionId}
            centers={centers}
            appointment={appointment?.status === 'CANCELLED' ? null : appointment}
            kept={kept}
            resume={resume}
            change={change}
          />
        )
      }
    </Query>
  );
}

/**
 * /denticare/book-appointment: the public booking in three steps (slot, details, review), for this tab's
 * session; 'Start again' forces a new session (see features/denticare/session).
 */
export function BookAppointmentPage({ title }: BookAppointmentPageProps) {
  const initial = useDenticareSession();
  const [sessionId, setSessionId] = useState(initial);
  return (
    <Booking
      key={sessionId}
      title={title}
      sessionId={sessionId}
      onStartAgain={() => {
        setSessionId(refreshDenticareSessionId());
      }}
    />
  );
}
