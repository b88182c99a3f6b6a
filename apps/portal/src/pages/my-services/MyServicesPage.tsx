import { Suspense, lazy } from 'react';
import { myServicesPageMessages } from '@careportal/domain';
import { Query } from '../../data/Query';
import { ActingForProvider } from '../../features/people/ActingForProvider';
import { useServices } from '../../features/services/useServices';
import {
  NoServices,
  ServiceActions,
  ServiceGroups,
  ServiceGroupsLoading,
} from '../../features/services/ServiceGroups';
import { WhoseServices } from '../../features/services/WhoseServices';
import { PageWithIntro } from '../../shell/PageWithIntro';

/** The caregiver's week at a glance: its own chunk, so that My Services does not wait for it (issue 19). */
const CareWeekSummary = lazy(() =>
  import('../../features/services/CareWeekSummary').then((module) => ({ default: module.CareWeekSummary })),
);

const text = myServicesPageMessages;

/** Props of {@link MyServicesPage}. */
export interface MyServicesPageProps {
  /** The page's h1: 'My Services'. */
  title: string;
}

/**
 * My Services (route MyService, the signed-in home): every service of the person the portal acts for, grouped by
 * status, then category (domain groupServices), each a card with its sessions and appointments in tabs; above
 * them (or in the empty state) the ways to register for a service and to book a dental appointment. A customer
 * with loved ones chooses whose services it lists ({@link WhoseServices}).
 */
export function MyServicesPage({ title }: MyServicesPageProps) {
  return (
    <ActingForProvider>
      <PageWithIntro title={title} intro={text.intro}>
        <Suspense fallback={null}>
          <CareWeekSummary />
        </Suspense>
        <WhoseServices />
        <PersonServices />
      </PageWithIntro>
    </ActingForProvider>
  );
}

/** The services of the person the portal acts for, read again when the customer chooses another. */
function PersonServices() {
  const services = useServices();
  return (
    <Query
      query={services}
      loading={<ServiceGroupsLoading />}
      isEmpty={(answer) => answer.services.length === 0}
      empty={<NoServices />}
    >
      {(answer) => (
        <>
          <ServiceActions />
          <ServiceGroups services={answer.services} />
        </>
      )}
    </Query>
  );
}
