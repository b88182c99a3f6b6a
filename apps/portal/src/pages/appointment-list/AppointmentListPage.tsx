import {
  SESSION_CANCELLATION_GRACE_WORKING_DAYS,
  formatMessage,
  groupServices,
  messages,
  myServicesPageMessages,
  type ServiceBooking,
  type ServiceSummary,
} from '@careportal/domain';
import { InlineAlert, Link, LoadError, Skeleton, SkeletonGroup } from '@careportal/ui';
import useSWR from 'swr';
import { useLocation, useParams } from 'react-router';
import { useApi, useApiClient } from '../../data/ApiProvider';
import type { ApiResult } from '../../data/client';
import { BookingSections, ServiceBookings } from '../../features/services/ServiceBookings';
import { BOOKING_URLS, type BookingsAnswer, type ServicesAnswer } from '../../features/services/api';
import { layout } from '../../features/services/layout';

const text = myServicesPageMessages;

/** Props of {@link AppointmentListPage}. */
export interface AppointmentListPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

function Loading() {
  return (
    <SkeletonGroup>
      <Skeleton shape="text" lines={1} />
      <Skeleton shape="card" lines={3} />
      <Skeleton shape="card" lines={3} />
    </SkeletonGroup>
  );
}

/** Every service's bookings together, read at once (one GET services/sessions a service). */
function AllBookings({ services, from }: { services: ServiceSummary[]; from: string }) {
  const client = useApiClient();
  const ordered = groupServices(services).flatMap((group) =>
    group.categories.flatMap((category) => category.products.flatMap((product) => product.services)),
  );
  const ids = ordered.map((service) => service.id);
  const all = useSWR(['services/sessions?all', ...ids], () =>
    Promise.all(
      ids.map((id) => client.request<BookingsAnswer>('GET', BOOKING_URLS.bookings(id), { quiet: true })),
    ),
  );
  if (all.data === undefined) return <Loading />;
  if (all.data.some((result: ApiResult<BookingsAnswer>) => result.error || result.data === null)) {
    return (
      <LoadError
        onRetry={() => {
          void all.mutate();
        }}
      />
    );
  }
  const bookings: ServiceBooking[] = all.data.flatMap((result) => result.data?.sessions ?? []);
  const byId = new Map(services.map((service) => [service.id, service]));
  return (
    <BookingSections
      bookings={bookings}
      hasSessions={services.some((service) => service.programContentType === 'SESSIONS')}
      hasAppointments
      productName={null}
      graceOf={(id) => byId.get(id)?.graceWorkingDays ?? SESSION_CANCELLATION_GRACE_WORKING_DAYS}
      productOf={(id) => byId.get(id)?.productName}
      from={from}
      headingLevel={2}
    />
  );
}

/**
 * The appointments (routes UserAppointmentsList and UserAppointmentsListByTerm): at /appointment-list every
 * session and appointment of every service of the person the portal acts for, each with its service's name; at
 * /appointment-list/{termId} those of one service. The same tabs and actions as My Services.
 */
export function AppointmentListPage({ title }: AppointmentListPageProps) {
  const { termId } = useParams();
  const location = useLocation();
  const services = useApi<ServicesAnswer>(BOOKING_URLS.services, { quiet: true });
  const from = location.pathname;

  let intro: string = text.appointmentsIntro;
  let body;
  if (services.data === undefined) {
    body = <Loading />;
  } else if (services.data.error || services.data.data === null) {
    body = (
      <LoadError
        onRetry={() => {
          void services.mutate();
        }}
      />
    );
  } else if (termId === undefined) {
    body = <AllBookings services={services.data.data.services} from={from} />;
  } else {
    const service = services.data.data.services.find((each) => each.id === termId);
    if (service === undefined) {
      body = <InlineAlert tone="warning" title={messages.catalogue.serviceNotValid} />;
    } else {
      intro = formatMessage(text.appointmentsOfService, { product: service.productName });
      body = (
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
  }

  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <h1>{title}</h1>
        <p>{intro}</p>
        <div className={layout.actions}>
          <Link href="/" variant="standalone">
            {text.backToMyServices}
          </Link>
        </div>
      </div>
      {body}
    </div>
  );
}
