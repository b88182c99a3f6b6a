/** The steps a booking page shows for a service at its booking stage, by the domain rules. */
import {
  isPostSessionStepVisible,
  isPreAssessmentStepVisible,
  type ServiceBooking,
  type ServiceSummary,
  type SessionType,
} from '@careportal/domain';

/** The steps a booking page can show. */
export type BookingStepId = SessionType | 'INTAKE';

/**
 * The steps of /book-preclass-sessions (a SESSIONS programme) or /book-preclass-intake (INTAKES) for `service`
 * at its booking stage, by the domain rules: the pre-assessment when `isPreAssessmentStepVisible`, then the
 * sessions (or the intake run), then the post-assessment when `isPostSessionStepVisible` (sessions only).
 */
export function bookingStepsOf(service: ServiceSummary, page: 'SESSIONS' | 'INTAKES'): BookingStepId[] {
  const stage = service.bookingStage ?? null;
  const steps: BookingStepId[] = [];
  if (
    stage !== null &&
    isPreAssessmentStepVisible(stage, {
      reportedHealthDecline: service.reportedHealthDecline,
      programContentType: service.programContentType,
      hasPreSessionType: service.hasPreSessionType,
    })
  ) {
    steps.push('PRE_SESSION');
  }
  steps.push(page === 'SESSIONS' ? 'SESSION' : 'INTAKE');
  if (page === 'SESSIONS' && stage !== null && isPostSessionStepVisible(stage)) steps.push('POST_SESSION');
  return steps;
}

/** The sessions of `service` still free to book. */
export function sessionsLeft(service: ServiceSummary): number {
  return Math.max(0, service.sessionsTotal - service.sessionsUsed);
}

/** The scheduled bookings of one type, earliest first. */
export function scheduledOfType(bookings: readonly ServiceBooking[], type: SessionType): ServiceBooking[] {
  return bookings
    .filter((booking) => booking.type === type && booking.status === 'SCHEDULED')
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}
