import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { SERVICE_STATUSES, type ServiceStatus } from '../schemas/enums.js';
import { SERVICE_STATUS_ORDER, groupServices, servicesResponse, type GroupableService } from './index.js';

function service(id: string, fields: Partial<GroupableService> = {}): GroupableService {
  return {
    id,
    serviceStatus: 'ONGOING',
    categoryId: 'cat-aa',
    categoryName: 'Active Ageing',
    productId: 'prod-circuit',
    productName: 'Circuit Training',
    startDate: '2026-11-02',
    ...fields,
  };
}

/** The groups as 'STATUS / category / product: ids'. */
function outline(services: readonly GroupableService[]): string[] {
  return groupServices(services).flatMap((group) =>
    group.categories.flatMap((category) =>
      category.products.map(
        (product) =>
          `${group.status} / ${category.categoryName} / ${product.productName}: ${product.services.map((each) => each.id).join(',')}`,
      ),
    ),
  );
}

describe('groupServices', () => {
  it('gives nothing for no services', () => {
    expect(groupServices([])).toEqual([]);
  });

  it('groups by status in the issue order, leaving out statuses without services', () => {
    const services = [
      service('declare', { serviceStatus: 'HEALTH_DECLARATION' }),
      service('expired', { serviceStatus: 'EXPIRED' }),
      service('ongoing', { serviceStatus: 'ONGOING' }),
      service('upcoming', { serviceStatus: 'UPCOMING' }),
    ];
    expect(groupServices(services).map((group) => group.status)).toEqual([
      'UPCOMING',
      'ONGOING',
      'EXPIRED',
      'HEALTH_DECLARATION',
    ]);
  });

  it('within a status: categories by name, products by name, a product’s services by start date', () => {
    const services = [
      service('gym-late', { productId: 'prod-gym', productName: 'Gym Tonic', startDate: '2026-12-01' }),
      service('care', { categoryId: 'cat-care', categoryName: 'Care services', productName: 'Day Care' }),
      service('gym-early', { productId: 'prod-gym', productName: 'Gym Tonic', startDate: '2026-10-01' }),
      service('circuit'),
    ];
    expect(outline(services)).toEqual([
      'ONGOING / Active Ageing / Circuit Training: circuit',
      'ONGOING / Active Ageing / Gym Tonic: gym-early,gym-late',
      'ONGOING / Care services / Day Care: care',
    ]);
  });

  it('keeps two categories or products of the same name apart, by id', () => {
    const services = [
      service('b', { categoryId: 'cat-2' }),
      service('a', { categoryId: 'cat-1' }),
      service('c', { categoryId: 'cat-1', productId: 'prod-other' }),
    ];
    const [ongoing] = groupServices(services);
    expect(ongoing?.categories.map((category) => category.categoryId)).toEqual(['cat-1', 'cat-2']);
    expect(ongoing?.categories[0]?.products.map((product) => product.productId)).toEqual([
      'prod-circuit',
      'prod-other',
    ]);
  });

  it('keeps every service exactly once, in the same groups whatever the input order', () => {
    const arbitraryService = fc.record({
      id: fc.uuid(),
      serviceStatus: fc.constantFrom<ServiceStatus>(...SERVICE_STATUSES),
      categoryId: fc.constantFrom('c1', 'c2', 'c3'),
      categoryName: fc.constantFrom('Active Ageing', 'Care services'),
      productId: fc.constantFrom('p1', 'p2', 'p3'),
      productName: fc.constantFrom('Circuit Training', 'Gym Tonic'),
      startDate: fc.constantFrom('2026-01-05', '2026-06-01', '2026-11-22'),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(arbitraryService, { selector: (each) => each.id, maxLength: 30 }),
        fc.infiniteStream(fc.nat()),
        (services, seeds) => {
          const grouped = groupServices(services);
          const flat = grouped.flatMap((group) =>
            group.categories.flatMap((category) => category.products.flatMap((product) => product.services)),
          );
          expect(flat).toHaveLength(services.length);
          expect(new Set(flat.map((each) => each.id))).toEqual(new Set(services.map((each) => each.id)));
          for (const group of grouped) {
            expect(SERVICE_STATUS_ORDER).toContain(group.status);
            for (const category of group.categories) {
              for (const product of category.products) {
                for (const each of product.services) {
                  expect(each).toMatchObject({
                    serviceStatus: group.status,
                    categoryId: category.categoryId,
                    productId: product.productId,
                  });
                }
              }
            }
          }
          const shuffled = [...services].sort(() => (seeds.next().value % 3) - 1);
          expect(groupServices(shuffled)).toEqual(grouped);
        },
      ),
    );
  });
});

describe('servicesResponse', () => {
  it('lists the services in group order and names each group’s services by id', () => {
    const services = [
      {
        id: 'b',
        serviceStatus: 'ONGOING',
        categoryId: 'c1',
        categoryName: 'Active Ageing',
        productId: 'p1',
        productName: 'Gym Tonic',
        startDate: '2026-01-01',
      },
      {
        id: 'a',
        serviceStatus: 'UPCOMING',
        categoryId: 'c1',
        categoryName: 'Active Ageing',
        productId: 'p2',
        productName: 'Circuit Training',
        startDate: '2026-12-01',
      },
      {
        id: 'c',
        serviceStatus: 'ONGOING',
        categoryId: 'c1',
        categoryName: 'Active Ageing',
        productId: 'p1',
        productName: 'Gym Tonic',
        startDate: '2025-12-01',
      },
    ] as const satisfies readonly GroupableService[];
    const answer = servicesResponse(services);
    expect(answer.services.map((service) => service.id)).toEqual(['a', 'c', 'b']);
    expect(answer.groups).toEqual([
      {
        status: 'UPCOMING',
        categories: [
          {
            categoryId: 'c1',
            categoryName: 'Active Ageing',
            products: [{ productId: 'p2', productName: 'Circuit Training', serviceIds: ['a'] }],
          },
        ],
      },
      {
        status: 'ONGOING',
        categories: [
          {
            categoryId: 'c1',
            categoryName: 'Active Ageing',
            products: [{ productId: 'p1', productName: 'Gym Tonic', serviceIds: ['c', 'b'] }],
          },
        ],
      },
    ]);
    expect(servicesResponse([])).toEqual({ services: [], groups: [] });
  });
});
