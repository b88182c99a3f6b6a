import { groupServices, myServicesPageMessages, type ServiceSummary } from '@careportal/domain';
import { EmptyState, Link, Skeleton, SkeletonGroup, Stack } from '@careportal/ui';
import { ServiceCard } from './ServiceCard';
import { textStyles } from '../../shell/textStyles';

const text = myServicesPageMessages;

/** My Services' placeholders while the services are on their way. */
export function ServiceGroupsLoading() {
  return (
    <SkeletonGroup>
      <Skeleton shape="text" lines={1} />
      <Skeleton shape="card" lines={4} />
      <Skeleton shape="card" lines={4} />
    </SkeletonGroup>
  );
}

/** My Services without a service: 'You have no services yet', with the way to register for one. */
export function NoServices() {
  return (
    <EmptyState
      title={text.noServicesTitle}
      headingLevel={2}
      action={
        <Link href="/register-service" variant="primaryButton">
          {text.registerService}
        </Link>
      }
    />
  );
}

/** Props of {@link ServiceGroups}. */
export interface ServiceGroupsProps {
  services: readonly ServiceSummary[];
}

/**
 * The person's services grouped by status, then category (domain groupServices): a section a status, a heading
 * a category, and each service's card.
 */
export function ServiceGroups({ services }: ServiceGroupsProps) {
  return groupServices(services).map((group) => (
    <Stack key={group.status} as="section" space="md" aria-labelledby={`services-${group.status}`}>
      <h2 id={`services-${group.status}`} className={textStyles.sectionTitle}>
        {text.statusTitles[group.status]}
      </h2>
      {group.categories.map((category) => (
        <Stack key={category.categoryId} space="md">
          <h3 className={textStyles.subTitle}>{category.categoryName}</h3>
          <Stack space="md">
            {category.products.flatMap((product) =>
              product.services.map((service) => <ServiceCard key={service.id} service={service} />),
            )}
          </Stack>
        </Stack>
      ))}
    </Stack>
  ));
}
