/**
 * The repositories, the only code that touches the database. The reference reads (the catalogue, Denticare's
 * services, clinics, dentists and hours) go through the process's reference cache (lib/reference-cache.ts).
 */
import fp from 'fastify-plugin';

import { referenceCache, withReferenceCache } from '../../lib/reference-cache.ts';

import { addressesRepository } from '../../repositories/addresses.ts';
import { bookingsRepository } from '../../repositories/bookings.ts';
import { careCalendarRepository } from '../../repositories/care-calendar.ts';
import { cartRepository } from '../../repositories/cart.ts';
import { catalogueRepository } from '../../repositories/catalogue.ts';
import { configRepository } from '../../repositories/config.ts';
import { contactsRepository } from '../../repositories/contacts.ts';
import { customersRepository } from '../../repositories/customers.ts';
import { denticareRepository } from '../../repositories/denticare.ts';
import { egiroRepository } from '../../repositories/egiro.ts';
import { feedbackRepository } from '../../repositories/feedback.ts';
import { healthDeclarationsRepository } from '../../repositories/health-declarations.ts';
import { idempotencyRepository } from '../../repositories/idempotency.ts';
import { limitsRepository } from '../../repositories/limits.ts';
import { linkingRepository } from '../../repositories/linking.ts';
import { myServicesRepository } from '../../repositories/my-services.ts';
import { medicalHistoriesRepository } from '../../repositories/medical-histories.ts';
import { ordersRepository } from '../../repositories/orders.ts';
import { paymentsRepository } from '../../repositories/payments/index.ts';
import { peopleRepository } from '../../repositories/people.ts';
import { picturesRepository } from '../../repositories/pictures.ts';
import { promotionsRepository } from '../../repositories/promotions.ts';
import { publicLinksRepository } from '../../repositories/public-links.ts';
import { volunteersRepository } from '../../repositories/volunteers.ts';
import { showcasesRepository } from '../../repositories/showcases.ts';

export default fp(
  (app, _options, done) => {
    const reference = referenceCache(app.config.referenceCacheMs);
    app.decorate('reference', reference);
    app.decorate('repos', {
      customers: customersRepository(app.db),
      addresses: addressesRepository(app.db),
      contacts: contactsRepository(app.db),
      config: configRepository(app.db),
      bookings: bookingsRepository(app.db),
      catalogue: withReferenceCache(catalogueRepository(app.db), reference, 'catalogue', [
        'listCategories',
        'listProducts',
      ]),
      people: peopleRepository(app.db),
      pictures: picturesRepository(app.db),
      linking: linkingRepository(app.db),
      healthDeclarations: healthDeclarationsRepository(app.db),
      medicalHistories: medicalHistoriesRepository(app.db),
      cart: cartRepository(app.db),
      promotions: promotionsRepository(app.db),
      orders: ordersRepository(app.db),
      payments: paymentsRepository(app.db),
      egiro: egiroRepository(app.db),
      myServices: myServicesRepository(app.db),
      denticare: withReferenceCache(denticareRepository(app.db), reference, 'denticare', [
        'services',
        'service',
        'serviceBySlug',
        'centresOf',
        'dentistsOf',
        'noPreference',
        'schedulesOf',
      ]),
      publicLinks: publicLinksRepository(app.db),
      volunteers: volunteersRepository(app.db),
      feedback: feedbackRepository(app.db),
      showcases: showcasesRepository(app.db),
      careCalendar: careCalendarRepository(app.db),
      limits: limitsRepository(app.db),
      idempotency: idempotencyRepository(app.db),
    });
    done();
  },
  { name: 'repositories', dependencies: ['database'] },
);
