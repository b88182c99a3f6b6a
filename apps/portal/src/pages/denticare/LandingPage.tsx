import { denticarePageMessages } from '@careportal/domain';
import { InlineAlert, Link, Stack, useTranslated } from '@careportal/ui';
import { useId } from 'react';
import { AppointmentSummary, useSessionAppointment } from '../../features/denticare/AppointmentSummary';
import { DENTICARE_PATHS } from '../../features/denticare/api';
import { textStyles } from '../../shell/textStyles';

/** Props of {@link LandingPage}. */
export interface LandingPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * /denticare: what dental scaling is and 'Book an appointment'. An appointment this tab's session has booked
 * shows above, with the way to it; that look-up runs behind the page, so it never sends the visitor away.
 */
export function LandingPage({ title }: LandingPageProps) {
  const d = useTranslated(denticarePageMessages, 'denticarePageMessages');
  const text = d.landing;
  const appointment = useSessionAppointment({ background: true });
  const booked = appointment.data?.data?.status === 'BOOKED' ? appointment.data.data : null;
  const whatId = useId();
  return (
    <Stack space="lg">
      <Stack space="sm">
        <h1 className={textStyles.title}>{title}</h1>
        <p className={textStyles.subtitle}>{d.serviceName}</p>
        <p className={textStyles.flush}>{text.intro}</p>
      </Stack>
      {booked !== null ? (
        <InlineAlert tone="info" title={text.existingTitle} role="status">
          <Stack space="sm">
            <AppointmentSummary appointment={booked} />
            <Link href={DENTICARE_PATHS.existing} variant="standalone">
              {text.seeExisting}
            </Link>
          </Stack>
        </InlineAlert>
      ) : null}
      <Stack aria-labelledby={whatId} as="section" space="sm">
        <h2 id={whatId} className={textStyles.subtitle}>
          {text.whatHappensTitle}
        </h2>
        <Stack as="ul" space="xs" className={textStyles.flush}>
          {text.whatHappens.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Stack>
      </Stack>
      <Stack space="sm">
        <Link href={DENTICARE_PATHS.book} variant="primaryButton">
          {text.book}
        </Link>
        <p className={textStyles.mutedFlush}>{text.noSignIn}</p>
      </Stack>
    </Stack>
  );
}
