import { matchPath } from 'react-router';
import { messages } from '@careportal/domain';
import { copy } from './copy';
import {
  CART_REVIEW_PATH,
  DENTICARE_BOOKING_PATH,
  HOME_PATH,
  PAYMENT_HISTORY_PATH,
  REGISTER_SERVICE_PATH,
} from './paths';
import type { FrameRule } from './shell/frameRule';

/** The page groups; each has its own error screen, and all but main their own not-found and error routes. */
export const ROUTE_GROUPS = ['main', 'denticare', 'inv', 'appt', 'check-in-check-out'] as const;
/** One of {@link ROUTE_GROUPS}. */
export type RouteGroup = (typeof ROUTE_GROUPS)[number];

/**
 * What a route shows: a page still `coming-soon`, the group's `not-found` or `something-went-wrong` page,
 * `login`, which signs in with the email of its query (a redirect) and goes home, or a built page
 * (`link-account`, `profile`, `register-service`, `cart-review`, `product`, `invoice-list`, `invoice-detail`,
 * `card-management`, `add-card`, `card-verification`, `book-preclass-sessions`, `book-preclass-intake`, `renew`,
 * `health-declaration`, `medical-history`, and My Services' booking pages `appointment-list`,
 * `appointment-reschedule`, `appointment-cancel`, `session-cancel`, and the public Denticare pages `denticare`,
 * `denticare/book-appointment`, `denticare/confirm-order`, `denticare/retained-order`, `denticare/hold-on`,
 * `denticare/existing-appointment-found` and `denticare/appointment`, whose modules are folders under
 * src/pages/denticare/, and `my-denticare`, the signed-in Denticare schedule and reschedule pages, one chunk;
 * `care-calendar`, the caregiver's week of everyone they care for (issue 19); the
 * public links `appt` (the appointment reminder) and `inv` (the e-invoice), and `check-in-check-out`, the
 * volunteer check-in pages of both links, individual and organisation, one chunk; and the public `help` (the
 * /faq pages), `terms` (the four terms pages) and `feedback`, and `programme`, the public programme showcases).
 */
export type RouteKind =
  | 'coming-soon'
  | 'home'
  | 'not-found'
  | 'something-went-wrong'
  | 'login'
  | 'link-account'
  | 'profile'
  | 'register-service'
  | 'cart-review'
  | 'product'
  | 'payment'
  | 'payment-verification'
  | 'payment-completion'
  | 'egiro'
  | 'egiro-apply'
  | 'egiro-landing'
  | 'invoice-list'
  | 'invoice-detail'
  | 'card-management'
  | 'add-card'
  | 'card-verification'
  | 'book-preclass-sessions'
  | 'book-preclass-intake'
  | 'renew'
  | 'health-declaration'
  | 'medical-history'
  | 'appointment-list'
  | 'appointment-reschedule'
  | 'appointment-cancel'
  | 'session-cancel'
  | 'denticare'
  | 'denticare/book-appointment'
  | 'denticare/confirm-order'
  | 'denticare/retained-order'
  | 'denticare/hold-on'
  | 'denticare/existing-appointment-found'
  | 'denticare/appointment'
  | 'my-denticare'
  | 'care-calendar'
  | 'appt'
  | 'inv'
  | 'check-in-check-out'
  | 'help'
  | 'terms'
  | 'feedback'
  | 'programme';

/** One entry of the route table. */
export interface PortalRoute {
  /** The specification's route name where it gives one. */
  name: string;
  path: string;
  group: RouteGroup;
  /** The page's h1 and document title. */
  title: string;
  /** The h1 and document title for a customer, when the page is another for them (the home page is My Services). */
  signedInTitle?: string;
  /**
   * Whether a customer's page sits in the frame's content card (the default), or lays out cards of its own on the
   * page, so that no card is inside another (My Services: a card a service).
   */
  signedInContentCard?: boolean;
  requiresAuth: boolean;
  frame: FrameRule;
  /**
   * The public layout's card: the seed's narrow column (default), or wide for a page that lays out side by side on
   * a wide screen (the Denticare booking's calendar beside its times).
   */
  publicWidth?: 'narrow' | 'wide';
  kind: RouteKind;
}

/** The route entry of a matched route object, kept in its `handle`. */
export interface RouteHandle {
  route: PortalRoute;
}

type Entry = Omit<PortalRoute, 'group' | 'kind'> & { kind?: RouteKind };

const t = copy.titles;

function group(name: RouteGroup, entries: readonly Entry[]): PortalRoute[] {
  return entries.map((entry) => ({ kind: 'coming-soon', ...entry, group: name }));
}

/** A signed-in page of the standard kind: needs sign-in, framed while signed in. */
function page(name: string, path: string, title: string): Entry {
  return { name, path, title, requiresAuth: true, frame: 'signed-in' };
}

/** A page anyone may open; framed while signed in. */
function publicPage(name: string, path: string, title: string): Entry {
  return { name, path, title, requiresAuth: false, frame: 'signed-in' };
}

function statusPages(prefix: string, namePrefix: string): Entry[] {
  return [
    {
      ...publicPage(`${namePrefix}NotFound`, `${prefix}/page-not-found`, messages.generic.notFoundTitle),
      kind: 'not-found',
    },
    {
      ...publicPage(
        `${namePrefix}SomethingWentWrong`,
        `${prefix}/something-went-wrong`,
        messages.generic.oopsTitle,
      ),
      kind: 'something-went-wrong',
    },
  ];
}

/** Every path of the specification, by group. */
export const ROUTES: readonly PortalRoute[] = [
  ...group('main', [
    {
      name: 'Home',
      path: HOME_PATH,
      title: t.home,
      signedInTitle: messages.labels.myServices,
      signedInContentCard: false,
      requiresAuth: false,
      frame: 'always',
      kind: 'home',
    },
    {
      name: 'ProductDetail',
      path: '/product/:id',
      title: t.productDetail,
      requiresAuth: false,
      frame: 'always',
      kind: 'product',
    },
    {
      // A programme's showcase at a readable path (issue 17); the seed names the route but gives no path.
      name: 'ServiceTypeDetail',
      path: '/programmes/:slug',
      title: t.serviceTypeDetail,
      requiresAuth: false,
      frame: 'always',
      kind: 'programme',
    },
    {
      // The seed's ServiceType/{id}: reads the showcase by its id and moves to its readable path.
      name: 'ServiceTypeDetailById',
      path: '/ServiceType/:id',
      title: t.serviceTypeDetail,
      requiresAuth: false,
      frame: 'always',
      kind: 'programme',
    },
    { ...page('ProductCatalogCartReview', CART_REVIEW_PATH, t.cartReview), kind: 'cart-review' },
    { ...page('Profile', '/profile', messages.labels.myProfile), kind: 'profile' },
    { ...page('CareCalendar', '/care-calendar', t.careCalendar), kind: 'care-calendar' },
    { ...page('RegisterService', REGISTER_SERVICE_PATH, t.registerService), kind: 'register-service' },
    {
      ...page('BookPreclassIntake', '/book-preclass-intake', t.bookPreclassIntake),
      kind: 'book-preclass-intake',
    },
    {
      ...page('BookPreclassSessions', '/book-preclass-sessions', t.bookPreclassSessions),
      kind: 'book-preclass-sessions',
    },
    { ...page('UserAppointmentsList', '/appointment-list', t.appointments), kind: 'appointment-list' },
    {
      ...page('UserAppointmentsListByTerm', '/appointment-list/:termId', t.appointments),
      kind: 'appointment-list',
    },
    {
      ...page('AppointmentReschedule', '/appointment-reschedule', t.appointmentReschedule),
      // The booking's card and the picker lie on the page, not inside another card.
      signedInContentCard: false,
      kind: 'appointment-reschedule',
    },
    {
      ...page('AppointmentCancel', '/appointment-cancel', t.appointmentCancel),
      signedInContentCard: false,
      kind: 'appointment-cancel',
    },
    { ...page('Renew', '/renew', t.renew), kind: 'renew' },
    {
      ...page('SessionCancel', '/session-cancel', t.sessionCancel),
      signedInContentCard: false,
      kind: 'session-cancel',
    },
    { ...page('Payment', '/payment', t.payment), kind: 'payment' },
    { ...page('InvoiceList', PAYMENT_HISTORY_PATH, messages.labels.paymentHistory), kind: 'invoice-list' },
    { ...page('InvoiceDetail', '/invoice/:id', t.invoice), kind: 'invoice-detail' },
    { ...page('PaymentCompletion', '/payment-completion', t.paymentCompletion), kind: 'payment-completion' },
    {
      ...page('PaymentCompletionDetail', '/payment-completion/:id', t.paymentCompletion),
      kind: 'payment-completion',
    },
    { ...page('LinkAccount', '/link-account', t.linkAccount), kind: 'link-account' },
    { ...publicPage('TermAndCondition', '/term-and-condition', t.termsAndConditions), kind: 'terms' },
    { ...publicPage('NewTermAndCondition', '/term-condition', t.termsAndConditions), kind: 'terms' },
    {
      ...publicPage('ProgramTermAndCondition', '/program-term-and-condition', t.programmeTerms),
      kind: 'terms',
    },
    {
      ...publicPage('GeneralTermAndCondition', '/general-term-and-condition', t.generalTerms),
      kind: 'terms',
    },
    { ...page('CardManagement', '/cards', messages.labels.cardManagement), kind: 'card-management' },
    { ...page('AddCard', '/cards/add', t.addCard), kind: 'add-card' },
    { ...page('CardVerification', '/cards/verification', t.cardVerification), kind: 'card-verification' },
    {
      ...page('PaymentVerification', '/payment/verification', t.paymentVerification),
      kind: 'payment-verification',
    },
    { ...page('HealthDeclaration', '/health-declaration', t.healthDeclaration), kind: 'health-declaration' },
    { ...page('MedicalHistory', '/medical-history', t.medicalHistory), kind: 'medical-history' },
    { ...publicPage('FAQ', '/faq', messages.labels.faq), kind: 'help' },
    { ...publicPage('FAQCategory', '/faq/:category', t.faqCategory), kind: 'help' },
    { ...publicPage('FAQArticle', '/faq/:category/:slug', t.faqArticle), kind: 'help' },
    { ...publicPage('Feedback', '/feedback', messages.labels.feedback), kind: 'feedback' },
    { ...page('eGiro', '/egiro', messages.labels.egiroArrangements), kind: 'egiro' },
    { ...page('eGiroApply', '/egiro/apply', messages.egiro.applyForEgiro), kind: 'egiro-apply' },
    {
      name: 'eGiroLanding',
      path: '/egiro-landing',
      title: t.egiroLanding,
      requiresAuth: false,
      frame: 'public',
      publicWidth: 'wide',
      kind: 'egiro-landing',
    },
    { ...publicPage('NotFoundPage', '/page-not-found', messages.generic.notFoundTitle), kind: 'not-found' },
    { ...publicPage('Login', '/login', t.home), kind: 'login' },
  ]),
  ...group('denticare', [
    { ...publicPage('Denticare', '/denticare', t.denticare), kind: 'denticare' },
    {
      ...publicPage('DenticareBookAppointment', DENTICARE_BOOKING_PATH, t.denticareBook),
      publicWidth: 'wide',
      kind: 'denticare/book-appointment',
    },
    {
      ...publicPage('DenticareConfirmOrder', '/denticare/confirm-order', t.denticareConfirmOrder),
      kind: 'denticare/confirm-order',
    },
    {
      ...publicPage('DenticareRetainedOrder', '/denticare/retained-order', t.denticareRetainedOrder),
      kind: 'denticare/retained-order',
    },
    {
      ...publicPage('DenticareHoldOn', '/denticare/hold-on', t.denticareHoldOn),
      kind: 'denticare/hold-on',
    },
    {
      ...publicPage(
        'DenticareExistingAppointmentFound',
        '/denticare/existing-appointment-found',
        t.denticareExistingAppointment,
      ),
      kind: 'denticare/existing-appointment-found',
    },
    {
      ...publicPage('DenticareAppointment', '/denticare/appointment/:id', t.denticareAppointment),
      kind: 'denticare/appointment',
    },
    ...statusPages('/denticare', 'Denticare'),
    {
      ...page('MyDenticareReschedule', '/my-denticare/reschedule', t.myDenticareReschedule),
      kind: 'my-denticare',
    },
    { ...page('MyDenticareSchedule', '/my-denticare/schedule', t.myDenticareSchedule), kind: 'my-denticare' },
  ]),
  ...group('inv', [
    publicPage('EInvoice', '/inv', t.eInvoice),
    { ...publicPage('EInvoiceDetail', '/inv/:id', t.eInvoice), kind: 'inv' },
    ...statusPages('/inv', 'EInvoice'),
  ]),
  ...group('appt', [
    publicPage('AppointmentReminder', '/appt', t.appointmentReminder),
    { ...publicPage('AppointmentReminderDetail', '/appt/:id', t.appointmentReminder), kind: 'appt' },
    ...statusPages('/appt', 'AppointmentReminder'),
  ]),
  ...group('check-in-check-out', [
    publicPage('CheckInCheckOut', '/check-in-check-out', t.checkInCheckOut),
    {
      ...publicPage(
        'CheckInCheckOutIndividual',
        '/check-in-check-out/individual/:activityId',
        t.checkInIndividual,
      ),
      kind: 'check-in-check-out',
    },
    {
      ...publicPage(
        'CheckInCheckOutOrganisation',
        '/check-in-check-out/org/:activityId',
        t.checkInOrganisation,
      ),
      kind: 'check-in-check-out',
    },
    ...statusPages('/check-in-check-out', 'CheckInCheckOut'),
  ]),
];

/** Where unknown paths go, and unknown paths under /denticare/. */
export const NOT_FOUND_PATH = '/page-not-found';
export const DENTICARE_NOT_FOUND_PATH = '/denticare/page-not-found';

/** A path of the table with each parameter filled in with a sample value, e.g. /invoice/sample-id. */
export function samplePath(route: Pick<PortalRoute, 'path'>): string {
  return route.path.replace(/:(\w+)/g, 'sample-$1');
}

/** The table's route for `pathname`, or undefined when none matches (the not-found fallbacks). */
export function routeForPath(pathname: string): PortalRoute | undefined {
  return ROUTES.find((route) => matchPath({ path: route.path, end: true }, pathname) !== null);
}
