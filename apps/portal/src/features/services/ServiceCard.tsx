import {
  DENTICARE_CATEGORY,
  formatDisplayDate,
  formatMessage,
  myServicesPageMessages,
  type ServiceSummary,
} from '@careportal/domain';
import { Card, DetailList, Link } from '@careportal/ui';
import { ServiceBookings } from './ServiceBookings';
import { appointmentListPath } from './api';
import { layout } from './layout';

const text = myServicesPageMessages;
/** The statuses in which sessions and intakes can still be booked. */
const BOOKABLE = new Set(['UPCOMING', 'ONGOING']);

/** A service's page on another part of the portal, by its id. */
function servicePath(path: string, serviceId: string): string {
  return `${path}?${new URLSearchParams({ serviceId }).toString()}`;
}

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
  const named = (template: string) => formatMessage(template, { product });
  const canBook = BOOKABLE.has(service.serviceStatus);
  const links = [];
  if (service.serviceStatus === 'HEALTH_DECLARATION') {
    links.push(
      <Link
        key="declare"
        href={servicePath('/health-declaration', service.id)}
        variant="primaryButton"
        aria-label={named(text.completeHealthDeclarationNamed)}
      >
        {text.completeHealthDeclaration}
      </Link>,
    );
  }
  if (canBook && service.programContentType === 'INTAKES' && !service.intakeId) {
    links.push(
      <Link
        key="intake"
        href={servicePath('/book-preclass-intake', service.id)}
        variant="primaryButton"
        aria-label={named(text.chooseIntakeNamed)}
      >
        {text.chooseIntake}
      </Link>,
    );
  }
  if (canBook && service.programContentType === 'SESSIONS' && service.sessionsUsed < service.sessionsTotal) {
    links.push(
      <Link
        key="book"
        href={servicePath('/book-preclass-sessions', service.id)}
        variant="primaryButton"
        aria-label={named(text.bookSessionsNamed)}
      >
        {text.bookSessions}
      </Link>,
    );
  }
  if (service.categoryName.trim() === DENTICARE_CATEGORY) {
    links.push(
      <Link
        key="dental"
        href="/my-denticare/schedule"
        variant="primaryButton"
        aria-label={named(text.dentalAppointmentsNamed)}
      >
        {text.dentalAppointments}
      </Link>,
    );
  }
  if (service.renewable) {
    links.push(
      <Link
        key="renew"
        href={servicePath('/renew', service.id)}
        variant="secondaryButton"
        aria-label={named(text.renewNamed)}
      >
        {text.renew}
      </Link>,
    );
  }
  links.push(
    <Link
      key="all"
      href={appointmentListPath(service.id)}
      variant="standalone"
      aria-label={named(text.viewAllAppointmentsNamed)}
    >
      {text.viewAllAppointments}
    </Link>,
  );

  return (
    <Card title={product} headingLevel={4}>
      <div className={layout.section}>
        {service.offeringName ? <p className={layout.muted}>{service.offeringName}</p> : null}
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
        <div className={layout.actions}>{links}</div>
        <ServiceBookings
          serviceId={service.id}
          hasSessions={service.programContentType === 'SESSIONS'}
          hasAppointments={service.programContentType === 'INTAKES'}
          productName={product}
          graceOf={() => service.graceWorkingDays}
          from="/"
          headingLevel={5}
        />
      </div>
    </Card>
  );
}
