import {
  SESSION_CANCELLATION_GRACE_WORKING_DAYS,
  formatMessage,
  groupServices,
  messages,
  myServicesPageMessages,
  type ServiceSummary,
} from '@careportal/domain';
import { InlineAlert, Skeleton, SkeletonGroup } from '@careportal/ui';
import { Query, type Read } from '../../data/Query';
import { BookingSections, ServiceBookings } from './ServiceBookings';
import type { ServicesAnswer } from './api';
import { useAllBookings } from './useAllBookings';

const text = myServicesPageMessages;

/** The appointment list's placeholders while the services, or their bookings, are on their way. */
export function AppointmentListLoading() {
  return (
    <SkeletonGroup>
      <Skeleton shape="text" lines={1} />
      <Skeleton shape="card" lines={3} />
      <Skeleton shape="card" lines={3} />
    </SkeletonGroup>
  );
}

/**
 * The appointment list's intro: of the service `termId` names once the services are read and it is one of
 * them, else of every service.
 */
export function appointmentListIntro(services: Read<ServicesAnswer>, termId: string | undefined): string {
  const answer = services.data;
  const service =
    termId === undefined || answer === undefined || answer.error
      ? undefined
      : answer.data?.services.find((each) => each.id === termId);
  return service === undefined
    ? text.appointmentsIntro
    : formatMessage(text.appointmentsOfService, { product: service.productName });
}

/** Props of {@link AllBookings}. */
export interface AllBookingsProps {
  services: readonly ServiceSummary[];
  /** The page the bookings' actions come back to. */
  from: string;
}

/** Every service's bookings together, read at once (one GET services/sessions a service), each naming its service. */
export function AllBookings({ services, from }: AllBookingsProps) {
  const ordered = groupServices(services).flatMap((group) =>
    group.categories.flatMap((category) => category.products.flatMap((product) => product.services)),
  );
  const bookings = useAllBookings(ordered.map((service) => service.id));
  const byId = new Map(services.map((service) => [service.id, service]));
  return (
    <Query query={bookings} loading={<AppointmentListLoading />}>
      {(all) => (
        <BookingSections
          bookings={all}
          hasSessions={services.some((service) => service.programContentType === 'SESSIONS')}
          hasAppointments
          productName={null}
          graceOf={(id) => byId.get(id)?.graceWorkingDays ?? SESSION_CANCELLATION_GRACE_WORKING_DAYS}
          productOf={(id) => byId.get(id)?.productName}
          from={from}
          headingLevel={2}
        />
      )}
    </Query>
  );
}

/** Props of {@link TermBookings}. */
export interface TermBookingsProps extends AllBookingsProps {
  /** The service whose bookings to show. */
  termId: string;
}

/** One service's bookings, or 'Service is not valid' when it is not one of the person's services. */
export function TermBookings({ services, termId, from }: TermBookingsProps) {
  const service = services.find((each) => each.id === termId);
  if (service === undefined) {
    return <InlineAlert tone="warning" title={messages.catalogue.serviceNotValid} />;
  }
  return (
    <ServiceBookings
      serviceId={service.id}
      hasSessions={service.programContentType === 'SESSIONS'}
      hasAppointments={service.programContentType === 'INTAKES'}
      productName={service.productName}
      graceOf={() => service.graceWorkingDays}
      from={from}
      headingLevel={2}
    />
  );
}
