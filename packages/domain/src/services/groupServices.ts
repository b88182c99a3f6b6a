import type { ServiceStatus } from '../schemas/enums.js';

/**
 * The order My Services lists the statuses in, as the issue names them: services still to come, then those
 * running, then those over, then those waiting for a health declaration.
 */
export const SERVICE_STATUS_ORDER = [
  'UPCOMING',
  'ONGOING',
  'COMPLETED',
  'EXPIRED',
  'HEALTH_DECLARATION',
] as const satisfies readonly ServiceStatus[];

/** What {@link groupServices} reads of a service (domain `ServiceSummary` has all of it). */
export interface GroupableService {
  id: string;
  serviceStatus: ServiceStatus;
  categoryId: string;
  categoryName: string;
  productId: string;
  productName: string;
  /** `yyyy-MM-dd`. */
  startDate: string;
}

/** The services of one product, earliest start first. */
export interface ServiceProductGroup<S extends GroupableService> {
  productId: string;
  productName: string;
  services: S[];
}

/** The products of one category, by product name. */
export interface ServiceCategoryGroup<S extends GroupableService> {
  categoryId: string;
  categoryName: string;
  products: ServiceProductGroup<S>[];
}

/** The services of one status, by category. */
export interface ServiceStatusGroup<S extends GroupableService> {
  status: ServiceStatus;
  categories: ServiceCategoryGroup<S>[];
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Groups `items` by `key`, keeping the first-seen order of the keys; each group has its first item apart. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): { first: T; items: T[] }[] {
  const groups = new Map<string, { first: T; items: T[] }>();
  for (const item of items) {
    const id = key(item);
    const group = groups.get(id);
    if (group === undefined) groups.set(id, { first: item, items: [item] });
    else group.items.push(item);
  }
  return [...groups.values()];
}

/**
 * Groups services as My Services shows them (seed 000 section 3: "grouped by status, product and category"):
 * by status in {@link SERVICE_STATUS_ORDER}, then by category (by name, then id), then by product (by name,
 * then id), each product's services by start date, then id. Statuses without services are left out, and so the
 * result is empty for no services. Pure and stable: the same services in any order give the same groups, so the
 * API can answer in this order (flatten the groups) and the portal can show it.
 *
 * @example
 * groupServices([gymTonicOngoing, circuitUpcoming])
 * // [{ status: 'UPCOMING', categories: [{ categoryName: 'Active Ageing', products: [{ productName: 'Circuit Training', services: [circuitUpcoming] }] }] },
 * //  { status: 'ONGOING', categories: [ … Gym Tonic … ] }]
 */
export function groupServices<S extends GroupableService>(services: readonly S[]): ServiceStatusGroup<S>[] {
  const sorted = [...services].sort(
    (a, b) =>
      byText(a.categoryName, b.categoryName) ||
      byText(a.categoryId, b.categoryId) ||
      byText(a.productName, b.productName) ||
      byText(a.productId, b.productId) ||
      byText(a.startDate, b.startDate) ||
      byText(a.id, b.id),
  );
  return SERVICE_STATUS_ORDER.flatMap((status) => {
    const ofStatus = sorted.filter((service) => service.serviceStatus === status);
    if (ofStatus.length === 0) return [];
    const categories = groupBy(ofStatus, (service) => service.categoryId).map(
      ({ first, items }): ServiceCategoryGroup<S> => ({
        categoryId: first.categoryId,
        categoryName: first.categoryName,
        products: groupBy(items, (service) => service.productId).map((product) => ({
          productId: product.first.productId,
          productName: product.first.productName,
          services: product.items,
        })),
      }),
    );
    return [{ status, categories }];
  });
}

/** The answer of GET services for `services` (domain servicesResponseSchema): in group order, with the groups by id. */
export interface GroupedServices<S extends GroupableService> {
  services: S[];
  groups: {
    status: ServiceStatus;
    categories: {
      categoryId: string;
      categoryName: string;
      products: { productId: string; productName: string; serviceIds: string[] }[];
    }[];
  }[];
}

/**
 * GET services' answer for `services`: {@link groupServices}' groups, each product naming its services by id, and
 * the services themselves in that order (the order My Services shows them in).
 */
export function servicesResponse<S extends GroupableService>(services: readonly S[]): GroupedServices<S> {
  const groups = groupServices(services);
  return {
    services: groups.flatMap((group) =>
      group.categories.flatMap((category) => category.products.flatMap((product) => product.services)),
    ),
    groups: groups.map((group) => ({
      status: group.status,
      categories: group.categories.map((category) => ({
        categoryId: category.categoryId,
        categoryName: category.categoryName,
        products: category.products.map((product) => ({
          productId: product.productId,
          productName: product.productName,
          serviceIds: product.services.map((service) => service.id),
        })),
      })),
    })),
  };
}
