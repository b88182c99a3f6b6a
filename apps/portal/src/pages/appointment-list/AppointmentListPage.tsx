import { myServicesPageMessages } from '@careportal/domain';
import { Link } from '@careportal/ui';
import { useLocation, useParams } from 'react-router';
import { Query } from '../../data/Query';
import {
  AllBookings,
  AppointmentListLoading,
  TermBookings,
  appointmentListIntro,
} from '../../features/services/AppointmentList';
import { useServices } from '../../features/services/useServices';
import { layout } from '../../features/services/layout';

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
    <div className={layout.page}>
      <div className={layout.stack}>
        <h1>{title}</h1>
        <p>{appointmentListIntro(services, termId)}</p>
        <div className={layout.actions}>
          <Link href="/" variant="standalone">
            {text.backToMyServices}
          </Link>
        </div>
      </div>
      <Query query={services} loading={<AppointmentListLoading />}>
        {(answer) =>
          termId === undefined ? (
            <AllBookings services={answer.services} from={from} />
          ) : (
            <TermBookings services={answer.services} termId={termId} from={from} />
          )
        }
      </Query>
    </div>
  );
}
