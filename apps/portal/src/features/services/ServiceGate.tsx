import { bookingPageMessages, messages, type ProgramContentType } from '@careportal/domain';
import { EmptyState, Link, Skeleton, SkeletonGroup } from '@careportal/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../data/ApiProvider';
import { Query } from '../../data/Query';
import { BOOKING_URLS, type ServiceSummary, type ServicesAnswer } from './api';
import { MY_SERVICES_PATH } from '../../paths';

const QUIET = { quiet: true } as const;

/** The page that books a programme of each kind. */
export const BOOKING_PAGE_OF: Record<ProgramContentType, string> = {
  SESSIONS: '/book-preclass-sessions',
  INTAKES: '/book-preclass-intake',
};

function BackToMyServices({ children }: { children: ReactNode }) {
  return (
    <EmptyState
      action={
        <Link href={MY_SERVICES_PATH} variant="primaryButton">
          {bookingPageMessages.backToMyServices}
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}

/** Props of {@link ServiceGate}. */
export interface ServiceGateProps {
  /** The programme kind the page books; null takes any (renewal). */
  programme: ProgramContentType | null;
  children: (service: ServiceSummary) => ReactNode;
}

/**
 * The service of the page's `?serviceId=` among the person's services (GET services), or why there is none to
 * work on: still loading, could not be read (with Retry), not one of theirs ('Service is not valid', with the way
 * back to My Services), or a programme of the other kind (with a link to its own page).
 */
export function ServiceGate({ programme, children }: ServiceGateProps) {
  const [params] = useSearchParams();
  const serviceId = params.get('serviceId');
  const services = useApi<ServicesAnswer>(serviceId === null ? null : BOOKING_URLS.services, QUIET);

  if (serviceId === null || serviceId === '') {
    return <BackToMyServices>{messages.catalogue.serviceNotValid}</BackToMyServices>;
  }
  return (
    <Query
      query={services}
      loading={
        <SkeletonGroup>
          <Skeleton shape="text" lines={2} />
          <Skeleton shape="card" lines={4} />
        </SkeletonGroup>
      }
    >
      {(answer) => {
        const service = answer.services.find((each) => each.id === serviceId);
        if (service === undefined) {
          return <BackToMyServices>{messages.catalogue.serviceNotValid}</BackToMyServices>;
        }
        const kind = service.programContentType ?? null;
        if (programme !== null && kind !== null && kind !== programme) {
          return (
            <EmptyState
              action={
                <Link
                  href={`${BOOKING_PAGE_OF[kind]}?${new URLSearchParams({ serviceId }).toString()}`}
                  variant="primaryButton"
                >
                  {bookingPageMessages.steps[kind === 'INTAKES' ? 'INTAKE' : 'SESSION']}
                </Link>
              }
            >
              {kind === 'INTAKES'
                ? bookingPageMessages.wrongProgramme
                : bookingPageMessages.wrongProgrammeIntake}
            </EmptyState>
          );
        }
        return children(service);
      }}
    </Query>
  );
}
