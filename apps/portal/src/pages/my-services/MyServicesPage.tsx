import { Suspense, lazy } from 'react';
import { groupServices, myServicesPageMessages } from '@careportal/domain';
import { EmptyState, Link, Skeleton, SkeletonGroup } from '@careportal/ui';
import { Query } from '../../data/Query';
import { useServices } from '../../features/services/api';
import { layout } from '../../features/services/layout';
import { ServiceCard } from './ServiceCard';

/** The caregiver's week at a glance: its own chunk, so that My Services does not wait for it (issue 19). */
const CareWeekSummary = lazy(() =>
  import('./CareWeekSummary').then((module) => ({ default: module.CareWeekSummary })),
);

const text = myServicesPageMessages;

/** Props of {@link MyServicesPage}. */
export interface MyServicesPageProps {
  /** The page's h1: 'My Services'. */
  title: string;
}

/**
 * My Services (route MyService, the signed-in home): every service of the person the portal acts for, grouped by
 * status, then category (domain groupServices), each a card with its sessions and appointments in tabs.
 */
export function MyServicesPage({ title }: MyServicesPageProps) {
  const services = useServices();

  return (
    <div className={layout.page}>
      <div className={layout.stack}>
        <h1>{title}</h1>
        <p>{text.intro}</p>
      </div>
      <Suspense fallback={null}>
        <CareWeekSummary />
      </Suspense>
      <Query
        query={services}
        loading={
          <SkeletonGroup>
            <Skeleton shape="text" lines={1} />
            <Skeleton shape="card" lines={4} />
            <Skeleton shape="card" lines={4} />
          </SkeletonGroup>
        }
        isEmpty={(answer) => answer.services.length === 0}
        empty={
          <EmptyState
            title={text.noServicesTitle}
            headingLevel={2}
            action={
              <Link href="/register-service" variant="primaryButton">
                {text.registerService}
              </Link>
            }
          />
        }
      >
        {(answer) =>
          groupServices(answer.services).map((group) => (
            <section
              key={group.status}
              className={layout.section}
              aria-labelledby={`services-${group.status}`}
            >
              <h2 id={`services-${group.status}`} className={layout.sectionTitle}>
                {text.statusTitles[group.status]}
              </h2>
              {group.categories.map((category) => (
                <div key={category.categoryId} className={layout.section}>
                  <h3 className={layout.subTitle}>{category.categoryName}</h3>
                  <div className={layout.list}>
                    {category.products.flatMap((product) =>
                      product.services.map((service) => <ServiceCard key={service.id} service={service} />),
                    )}
                  </div>
                </div>
              ))}
            </section>
          ))
        }
      </Query>
    </div>
  );
}
