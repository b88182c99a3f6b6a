import { groupServices, myServicesPageMessages, type ServiceSummary } from '@careportal/domain';
import { EmptyState, Inline, Link, Skeleton, SkeletonGroup, Stack, useCatalogue } from '@careportal/ui';
import { MY_DENTICARE_SCHEDULE_PATH, REGISTER_SERVICE_PATH } from '../../paths';
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

/**
 * The ways to something new from My Services (issue 35, registration always in reach): Register for a service, and
 * Book a dental appointment (My dental appointments).
 */
export function ServiceActions() {
  const catalogue = useCatalogue();
  return (
    <Inline space="sm" alignY="center">
      <Link href={REGISTER_SERVICE_PATH} variant="primaryButton">
        {catalogue.labels.registerService}
      </Link>
      <Link href={MY_DENTICARE_SCHEDULE_PATH} variant="secondaryButton">
        {catalogue.labels.bookDentalAppointment}
      </Link>
    </Inline>
  );
}

/** My Services without a service: 'You have no services yet', with the ways to register for one or see the dentist. */
export function NoServices() {
  return <EmptyState title={text.noServicesTitle} headingLevel={2} action={<ServiceActions />} />;
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
