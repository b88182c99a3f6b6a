import { denticarePageMessages } from '@careportal/domain';
import { InlineAlert, Link, useTranslated } from '@careportal/ui';
import { useId } from 'react';
import { AppointmentSummary, useSessionAppointment } from '../../features/denticare/AppointmentSummary';
import { DENTICARE_PATHS } from '../../features/denticare/api';
import { denticareLayout as layout } from '../../features/denticare/layout';

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
    <div className={layout.page}>
      <div className={layout.stack}>
        <h1 className={layout.title}>{title}</h1>
        <p className={layout.subtitle}>{d.serviceName}</p>
        <p className={layout.text}>{text.intro}</p>
      </div>
      {booked !== null ? (
        <InlineAlert tone="info" title={text.existingTitle} role="status">
          <div className={layout.stack}>
            <AppointmentSummary appointment={booked} />
            <Link href={DENTICARE_PATHS.existing} variant="standalone">
              {text.seeExisting}
            </Link>
          </div>
        </InlineAlert>
      ) : null}
      <section aria-labelledby={whatId} className={layout.stack}>
        <h2 id={whatId} className={layout.subtitle}>
          {text.whatHappensTitle}
        </h2>
        <ul className={layout.list}>
          {text.whatHappens.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <div className={layout.stack}>
        <Link href={DENTICARE_PATHS.book} variant="primaryButton">
          {text.book}
        </Link>
        <p className={layout.muted}>{text.noSignIn}</p>
      </div>
    </div>
  );
}
