/**
 * The pages that load on demand. Each is a folder `src/pages/<kind>/` whose index exports `Page`; the shell,
 * the status pages and the coming-soon page stay in the first download, which every route needs anyway, and so
 * does the home page: its heading is the largest thing a visitor's first screen paints, which would otherwise
 * wait for the entry to run and then for a chunk of its own.
 * The budget check (apps/portal/budget) finds each page's chunk in the build manifest by that folder name.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteKind } from './routeTable';
import type { PageProps } from './shell/pageProps';

export type { PageProps };

/** A page module: `src/pages/<kind>/index.ts`. */
export interface PageModule {
  Page: ComponentType<PageProps>;
}

const PAGE_LOADERS = {
  profile: () => import('./pages/profile'),
  'link-account': () => import('./pages/link-account'),
  'register-service': () => import('./pages/register-service'),
  'cart-review': () => import('./pages/cart-review'),
  product: () => import('./pages/product'),
  payment: () => import('./pages/payment'),
  'payment-verification': () => import('./pages/payment-verification'),
  'payment-completion': () => import('./pages/payment-completion'),
  egiro: () => import('./pages/egiro'),
  'egiro-apply': () => import('./pages/egiro-apply'),
  'egiro-landing': () => import('./pages/egiro-landing'),
  'invoice-list': () => import('./pages/invoice-list'),
  'invoice-detail': () => import('./pages/invoice-detail'),
  'card-management': () => import('./pages/card-management'),
  'add-card': () => import('./pages/add-card'),
  'card-verification': () => import('./pages/card-verification'),
  'book-preclass-sessions': () => import('./pages/book-preclass-sessions'),
  'book-preclass-intake': () => import('./pages/book-preclass-intake'),
  renew: () => import('./pages/renew'),
  'health-declaration': () => import('./pages/health-declaration'),
  'medical-history': () => import('./pages/medical-history'),
  'appointment-list': () => import('./pages/appointment-list'),
  'appointment-reschedule': () => import('./pages/appointment-reschedule'),
  'appointment-cancel': () => import('./pages/appointment-cancel'),
  'session-cancel': () => import('./pages/session-cancel'),
  denticare: () => import('./pages/denticare'),
  'denticare/book-appointment': () => import('./pages/denticare/book-appointment'),
  'denticare/confirm-order': () => import('./pages/denticare/confirm-order'),
  'denticare/retained-order': () => import('./pages/denticare/retained-order'),
  'denticare/hold-on': () => import('./pages/denticare/hold-on'),
  'denticare/existing-appointment-found': () => import('./pages/denticare/existing-appointment-found'),
  'denticare/appointment': () => import('./pages/denticare/appointment'),
  'my-denticare': () => import('./pages/my-denticare'),
  'care-calendar': () => import('./pages/care-calendar'),
  appt: () => import('./pages/appt'),
  inv: () => import('./pages/inv'),
  'check-in-check-out': () => import('./pages/check-in-check-out'),
  help: () => import('./pages/help'),
  terms: () => import('./pages/terms'),
  feedback: () => import('./pages/feedback'),
  programme: () => import('./pages/programme'),
} satisfies Partial<Record<RouteKind, () => Promise<PageModule>>>;

/** A route kind whose page is a chunk of its own. */
export type LazyPageKind = keyof typeof PAGE_LOADERS;

/** The route kinds whose pages load on demand. */
export const LAZY_PAGE_KINDS = Object.keys(PAGE_LOADERS) as LazyPageKind[];

/** Whether `kind`'s page loads on demand. */
export function isLazyPageKind(kind: RouteKind): kind is LazyPageKind {
  return kind in PAGE_LOADERS;
}

/** The module of a lazy page, relative to the app's folder, as the build manifest names it. */
export function pageModuleSource(kind: LazyPageKind): string {
  return `src/pages/${kind}/index.ts`;
}

/**
 * Starts downloading `kind`'s page without showing it (the next step is obvious: the page a sign-in returns
 * to, a page that waits for the sign-in check). A failed download is left for the page itself to report.
 */
export function preloadPage(kind: RouteKind): void {
  if (!isLazyPageKind(kind)) return;
  PAGE_LOADERS[kind]().catch(() => undefined);
}

const lazyPages = new Map<LazyPageKind, LazyExoticComponent<ComponentType<PageProps>>>();

/** The page of `kind` as a lazy component (one per kind, so React keeps what it loaded). */
export function lazyPage(kind: LazyPageKind): LazyExoticComponent<ComponentType<PageProps>> {
  let page = lazyPages.get(kind);
  if (page === undefined) {
    page = lazy(() => PAGE_LOADERS[kind]().then((module) => ({ default: module.Page })));
    lazyPages.set(kind, page);
  }
  return page;
}

/**
 * My Services, which the home page shows a signed-in person: a chunk of its own (budget.json's MyService), so a
 * visitor's first download stays without it. The route table holds it, as pages never import each other.
 */
export const MyServicesPage = lazy(() =>
  import('./pages/my-services').then((module) => ({ default: module.Page })),
);
