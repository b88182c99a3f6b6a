import { Stack } from '@careportal/ui';
import { useState } from 'react';
import type { PageProps } from '../../shell/pageProps';
import { IntakeBooking } from '../../features/services/IntakeBooking';
import { ServiceGate } from '../../features/services/ServiceGate';

/** Props of {@link BookPreclassIntakePage}. */
export interface BookPreclassIntakePageProps extends PageProps {
  /** The clock the pre-assessment's first window of slots starts from; the browser's by default. */
  now?: () => number;
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
    <Stack space="xl">
      <h1>{title}</h1>
      <ServiceGate programme="INTAKES">
        {(service) => <IntakeBooking service={service} openedAt={openedAt} />}
      </ServiceGate>
    </Stack>
  );
}
