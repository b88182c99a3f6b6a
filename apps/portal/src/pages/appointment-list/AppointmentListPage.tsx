import { myServicesPageMessages } from '@careportal/domain';
import { Inline, Link, Stack } from '@careportal/ui';
import { useLocation, useParams } from 'react-router';
import { Query } from '../../data/Query';
import {
  AllBookings,
  AppointmentListLoading,
  TermBookings,
  appointmentListIntro,
} from '../../features/services/AppointmentList';
import { useServices } from '../../features/services/useServices';

const text = myServicesPageMessages;

/** Props of {@link AppointmentListPage}. */
export interface AppointmentListPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * The appointments (routes UserAppointmentsList and UserAppointmentsListByTerm): at /appointment-list every
 * session and appointment of every service of the person the portal acts for, each with its service's name; at
 * /appointment-list/{termId} those of one service. The same tabs and actions as My Services.
 */
export function AppointmentListPage({ title }: AppointmentListPageProps) {
  const { termId } = useParams();
  const from = useLocation().pathname;
  const services = useServices();

  return (
    <Stack space="xl">
      <Stack space="sm">
        <h1>{title}</h1>
        <p>{appointmentListIntro(services, termId)}</p>
        <Inline space="sm" alignY="center">
          <Link href="/" variant="standalone">
            {text.backToMyServices}
          </Link>
        </Inline>
      </Stack>
      <Query query={services} loading={<AppointmentListLoading />}>
        {(answer) =>
          termId === undefined ? (
            <AllBookings services={answer.services} from={from} />
          ) : (
            <TermBookings services={answer.services} termId={termId} from={from} />
          )
        }
      </Query>
    </Stack>
  );
}
