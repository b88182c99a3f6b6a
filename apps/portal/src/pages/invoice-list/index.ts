export { InvoiceListPage, type InvoiceListPageProps } from './InvoiceListPage';
/** The route's page (see src/pageModules.ts). */
export { InvoiceListPage as Page } from './InvoiceListPage';
