import { healthPageMessages, messages } from '@careportal/domain';
import { EmptyState, Link, Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { useSearchParams } from 'react-router';
import { Query } from '../../data/Query';
import { HealthDeclarationSteps } from '../../features/health/HealthDeclarationSteps';
import { MY_SERVICES_PATH } from '../../paths';
import { useHealthPerson } from '../../features/health/personApi';
import { useHealthDeclaration } from '../../features/health/useHealthDeclaration';
import type { PageProps } from '../../shell/pageProps';

const text = healthPageMessages.healthDeclaration;

/**
 * The health declaration of a service waiting for it (/health-declaration?serviceId=…, a service in the
 * HEALTH_DECLARATION state of the person the portal acts for): its questions in English or Chinese, switchable at
 * any step, their review, then Submit. The API saves it with the service's centre and moves the service on
 * (UPCOMING or ONGOING); the result thanks the person in the language answered in and leads back to My Services.
 * The declarant's name, NRIC and handphone number are those of the person's profile.
 */
export function HealthDeclarationPage({ title }: PageProps) {
  const [params] = useSearchParams();
  const serviceId = params.get('serviceId');
  const person = useHealthPerson(Boolean(serviceId));
  // The steps' state lives with the page, so that answers outlive a profile read that fails and is retried.
  const declaration = useHealthDeclaration(serviceId);

  return (
    <Stack space="lg">
      <h1>{title}</h1>
      {serviceId === null || serviceId === '' ? (
        <EmptyState action={<Link href={MY_SERVICES_PATH}>{messages.labels.myServices}</Link>}>
          {text.noService}
        </EmptyState>
      ) : (
        <Query
          query={person}
          loading={
            <SkeletonGroup>
              <Skeleton shape="text" lines={2} />
              <Skeleton shape="block" aspectRatio={2} />
            </SkeletonGroup>
          }
        >
          {(declarant) => <HealthDeclarationSteps declaration={declaration} declarant={declarant} />}
        </Query>
      )}
    </Stack>
  );
}
