export { InvoiceDetailPage, type InvoiceDetailPageProps } from './InvoiceDetailPage';
/** The route's page (see src/pageModules.ts). */
export { InvoiceDetailPage as Page } from './InvoiceDetailPage';
