import { PageLoading } from '@careportal/ui';
import { useLocation, useParams } from 'react-router';
import { Query } from '../../data/Query';
import { isServerFailure, useVolunteerActivity } from '../../features/volunteer/api';
import { LinkNotValid } from '../../features/volunteer/LinkNotValid';
import { VolunteerCheckIn } from '../../features/volunteer/VolunteerCheckIn';

/** Props of {@link CheckInPage}. */
export interface CheckInPageProps {
  /** The route's title, the page's h1. */
  title: string;
}

/**
 * /check-in-check-out/individual/{activityId} and /check-in-check-out/org/{activityId}: a volunteer (or an
 * organisation for its group) says who they are, then checks in, and later out. An unknown link says so in
 * place; only a server error reading the link goes to /check-in-check-out/something-went-wrong; a failing
 * check-in or check-out shows a message here and can be tried again.
 */
export function CheckInPage({ title }: CheckInPageProps) {
  const { activityId = '' } = useParams();
  const kind = useLocation().pathname.startsWith('/check-in-check-out/org/') ? 'org' : 'individual';
  const activity = useVolunteerActivity(activityId);
  return (
    <Query
      query={activity}
      loading={<PageLoading />}
      refusal={(answer) => (isServerFailure(answer) ? <PageLoading /> : <LinkNotValid title={title} />)}
    >
      {(found) => <VolunteerCheckIn title={title} kind={kind} activityId={activityId} activity={found} />}
    </Query>
  );
}
