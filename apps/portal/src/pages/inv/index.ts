/** /inv/{id}, the public e-invoice (see src/pageModules.ts). */
export { EInvoicePage, EInvoicePage as Page, type EInvoicePageProps } from './EInvoicePage';
