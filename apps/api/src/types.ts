/** What the plugins add to Fastify's instance and request types. */
import type { onRequestHookHandler } from 'fastify';

import type { Adapters } from './adapters/index.ts';
import type { Config } from './config.ts';
import type { AppDatabase, DatabaseHandle } from './db/client.ts';
import type { ReferenceCache } from './lib/reference-cache.ts';
import type { AddressesRepository } from './repositories/addresses.ts';
import type { BookingsRepository } from './repositories/bookings.ts';
import type { CartRepository } from './repositories/cart.ts';
import type { CatalogueRepository } from './repositories/catalogue.ts';
import type { ConfigRepository } from './repositories/config.ts';
import type { ContactsRepository } from './repositories/contacts.ts';
import type { Customer, CustomersRepository, LovedOne } from './repositories/customers.ts';
import type { DenticareRepository } from './repositories/denticare.ts';
import type { PublicLinksRepository } from './repositories/public-links.ts';
import type { VolunteersRepository } from './repositories/volunteers.ts';
import type { ShowcasesRepository } from './repositories/showcases.ts';
import type { EgiroRepository } from './repositories/egiro.ts';
import type { FeedbackRepository } from './repositories/feedback.ts';
import type { HealthDeclarationsRepository } from './repositories/health-declarations.ts';
import type { IdempotencyRepository } from './repositories/idempotency.ts';
import type { LimitsRepository } from './repositories/limits.ts';
import type { LinkingRepository } from './repositories/linking.ts';
import type { MyServicesRepository } from './repositories/my-services.ts';
import type { PeopleRepository } from './repositories/people.ts';
import type { OrdersRepository } from './repositories/orders.ts';
import type { PaymentsRepository } from './repositories/payments/index.ts';
import type { MedicalHistoriesRepository } from './repositories/medical-histories.ts';
import type { PicturesRepository } from './repositories/pictures.ts';
import type { PromotionsRepository } from './repositories/promotions.ts';
import type { CareCalendarRepository } from './repositories/care-calendar.ts';

export interface Repositories {
  customers: CustomersRepository;
  addresses: AddressesRepository;
  contacts: ContactsRepository;
  config: ConfigRepository;
  bookings: BookingsRepository;
  catalogue: CatalogueRepository;
  people: PeopleRepository;
  pictures: PicturesRepository;
  linking: LinkingRepository;
  healthDeclarations: HealthDeclarationsRepository;
  medicalHistories: MedicalHistoriesRepository;
  cart: CartRepository;
  promotions: PromotionsRepository;
  orders: OrdersRepository;
  payments: PaymentsRepository;
  egiro: EgiroRepository;
  myServices: MyServicesRepository;
  denticare: DenticareRepository;
  publicLinks: PublicLinksRepository;
  volunteers: VolunteersRepository;
  feedback: FeedbackRepository;
  showcases: ShowcasesRepository;
  limits: LimitsRepository;
  idempotency: IdempotencyRepository;
  careCalendar: CareCalendarRepository;
}

/** Who is calling, once the access token checked out. */
export interface AuthContext {
  /** The token's `sub`. */
  subject: string;
  /** The verified claims of the access token. */
  claims: Record<string, unknown>;
  /** The client account associated with the subject, when there is one. */
  customer: Customer | undefined;
  /** The loved one the customer acts for (the `view-as` header), when any. */
  viewAs: LovedOne | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: () => Date;
    database: DatabaseHandle;
    db: AppDatabase;
    repos: Repositories;
    /** The reference data each process keeps for a while (lib/reference-cache.ts). */
    reference: ReferenceCache;
    adapters: Adapters;
    /** onRequest hook for routes that need a signed-in customer with a client account. */
    authenticate: onRequestHookHandler;
    /** onRequest hook for routes that need a valid token only (auth/validate). */
    authenticateToken: onRequestHookHandler;
    /**
     * onRequest hook for routes a visitor may call too: without an Authorization header the request goes on
     * unsigned (`request.auth` null); with one, it is checked as {@link authenticate} checks it.
     */
    authenticateOptional: onRequestHookHandler;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
