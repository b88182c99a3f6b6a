import {
  formatDisplayDate,
  formatMessage,
  myServicesPageMessages,
  serviceCardMessages,
  serviceNextSteps,
  type ServiceNextStep,
  type ServiceSummary,
} from '@careportal/domain';
import {
  Card,
  DetailList,
  Inline,
  Link,
  type LinkVariant,
  Stack,
  useLocale,
  useTranslated,
} from '@careportal/ui';
import { ServiceBookings } from './ServiceBookings';
import { appointmentListPath } from './api';
import { textStyles } from '../../shell/textStyles';

const text = myServicesPageMessages;

/** The card's own words (serviceCardMessages), in the language in force. */
type CardWords = typeof serviceCardMessages;

/**
 * The bookings each of a card's tabs shows before 'Show all': the nearest upcoming ones, or the latest past ones.
 * All of them are one link away too, on View all appointments.
 */
const SHOWN_AT_FIRST = 3;

/** A service's page on another part of the portal, by its id. */
function servicePath(path: string, serviceId: string): string {
  return `${path}?${new URLSearchParams({ serviceId }).toString()}`;
}

/** The booking page of a service's programme: its sessions' or its intake's, each opening at the stage's steps. */
function bookingPagePath(service: ServiceSummary): string {
  return service.programContentType === 'INTAKES' ? '/book-preclass-intake' : '/book-preclass-sessions';
}

/** Each next step's link: where it leads, how it looks, its text and its name with the product's. */
const STEP_LINKS: Record<
  ServiceNextStep,
  {
    href: (service: ServiceSummary) => string;
    variant: LinkVariant;
    /** Its text and its name with the product's: the card's translated words, or the page's. */
    words: (card: CardWords) => { label: string; named: string };
  }
> = {
  healthDeclaration: {
    href: (service) => servicePath('/health-declaration', service.id),
    variant: 'primaryButton',
    words: () => ({ label: text.completeHealthDeclaration, named: text.completeHealthDeclarationNamed }),
  },
  bookPreAssessment: {
    href: (service) => servicePath(bookingPagePath(service), service.id),
    variant: 'primaryButton',
    words: (card) => ({ label: card.bookPreAssessment, named: card.bookPreAssessmentNamed }),
  },
  chooseIntake: {
    href: (service) => servicePath(bookingPagePath(service), service.id),
    variant: 'primaryButton',
    words: () => ({ label: text.chooseIntake, named: text.chooseIntakeNamed }),
  },
  bookSessions: {
    href: (service) => servicePath(bookingPagePath(service), service.id),
    variant: 'primaryButton',
    words: () => ({ label: text.bookSessions, named: text.bookSessionsNamed }),
  },
  bookPostAssessment: {
    href: (service) => servicePath(bookingPagePath(service), service.id),
    variant: 'primaryButton',
    words: (card) => ({ label: card.bookPostAssessment, named: card.bookPostAssessmentNamed }),
  },
  dentalAppointments: {
    href: () => '/my-denticare/schedule',
    variant: 'primaryButton',
    words: () => ({ label: text.dentalAppointments, named: text.dentalAppointmentsNamed }),
  },
  renew: {
    href: (service) => servicePath('/renew', service.id),
    variant: 'secondaryButton',
    words: () => ({ label: text.renew, named: text.renewNamed }),
  },
  allAppointments: {
    href: (service) => appointmentListPath(service.id),
    variant: 'standalone',
    words: () => ({ label: text.viewAllAppointments, named: text.viewAllAppointmentsNamed }),
  },
};

/** What a service's dates say: 'dd/MM/yyyy to dd/MM/yyyy', or 'From dd/MM/yyyy' without an end. */
function datesText(service: ServiceSummary): string {
  const start = formatDisplayDate(service.startDate);
  return service.endDate
    ? formatMessage(text.dateRange, { start, end: formatDisplayDate(service.endDate) })
    : formatMessage(text.startsOn, { start });
}

/** Props of {@link ServiceCard}. */
export interface ServiceCardProps {
  service: ServiceSummary;
}

/**
 * A service on My Services: the product, whom it is for, the centre, its dates and sessions used, the next steps
 * it offers (the health declaration, booking, an intake, renewal, all its appointments), and its sessions and
 * appointments in tabs.
 */
export function ServiceCard({ service }: ServiceCardProps) {
  const product = service.productName;
  const card = useTranslated(serviceCardMessages, 'serviceCardMessages');
  const { format } = useLocale();
  const links = serviceNextSteps(service).map((step) => {
    const link = STEP_LINKS[step];
    const { label, named } = link.words(card);
    return (
      <Link
        key={step}
        href={link.href(service)}
        variant={link.variant}
        aria-label={format(named, { product })}
      >
        {label}
      </Link>
    );
  });

  return (
    <Card title={product} headingLevel={4}>
      <Stack space="md">
        {service.offeringName ? <p className={textStyles.muted}>{service.offeringName}</p> : null}
        <DetailList
          columns={2}
          items={[
            {
              label: text.serviceFor,
              value: service.forSelf
                ? formatMessage(text.personSelf, { name: service.personName })
                : service.personName,
            },
            { label: text.centre, value: service.centreName },
            { label: text.dates, value: datesText(service) },
            {
              label: text.sessions,
              value: formatMessage(text.sessionsUsed, {
                used: service.sessionsUsed,
                total: service.sessionsTotal,
              }),
            },
          ]}
        />
        {service.serviceStatus === 'HEALTH_DECLARATION' ? <p>{text.healthDeclarationNeeded}</p> : null}
        <Inline space="sm" alignY="center">
          {links}
        </Inline>
        <ServiceBookings
          serviceId={service.id}
          hasSessions={service.programContentType === 'SESSIONS'}
          hasAppointments={service.programContentType === 'INTAKES'}
          productName={product}
          graceOf={() => service.graceWorkingDays}
          from="/"
          headingLevel={5}
          shownAtFirst={SHOWN_AT_FIRST}
        />
      </Stack>
    </Card>
  );
}
