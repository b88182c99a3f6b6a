/**
 * Payment History's calls (docs/payments-api.md, "Orders"): a page of the account's orders, one order, and its
 * tax invoice as a PDF. Every amount is the server's, in cents; the pages only show it.
 */
import type { OrderView, PaymentMethod } from '@careportal/domain';
import type { ApiClient } from '../../data/client';
import { browserDownload, saveBlob, type DownloadTarget } from '../../data/download';
import { PAYMENT_HISTORY_PATH } from '../../paths';

export { browserDownload, type DownloadTarget } from '../../data/download';

/** The payment that paid an order, else its latest attempt (the API's `Payment`). */
export interface PaymentTransaction {
  id: string;
  orderId: string;
  method: PaymentMethod;
  status: 'PROCESSING' | 'REQUIRES_AUTHENTICATION' | 'SUCCEEDED' | 'FAILED' | 'CANCELLED' | 'REFUNDED';
  amount: number;
  amountCents: number;
  cardBrand: string | null;
  cardLast4: string | null;
  reference: string | null;
  billReferenceNumber: string | null;
  failureCode: string | null;
  createdDate: string;
  completedDate: string | null;
  /** An eGIRO debit: the arrangement debited and the day the bank deducts it (YYYY-MM-DD); else null. */
  egiroArrangementId?: string | null;
  deductionDate?: string | null;
}

/** GET order/{id}: domain `OrderView` with its payment, invoice number and GST rate. */
export type OrderDetail = OrderView & {
  paymentTransaction: PaymentTransaction | null;
  paidDate: string | null;
  invoiceNumber: string;
  /** The GST rate the order was priced at (9 for 9 %). */
  gstPercentage: number;
  feedbackRating: number | null;
  /** The order's service category ('Active Ageing') and its slug. */
  categoryName?: string;
  categorySlug?: string;
  /** The ways the order may be paid, as the API decides them from its lines (eGIRO for Active Ageing only). */
  paymentMethods: PaymentMethod[];
};

/** GET order?page&size&sort. */
export interface OrderPage {
  content: OrderDetail[];
  /** From 0. */
  page: number;
  size: number;
  totalElements: number;
  totalPages: number;
}

/** The orders' sort orders the page offers, as the API's `sort` parameter; the first is the API's default. */
export const ORDER_SORTS = [
  'createdDate,desc',
  'createdDate,asc',
  'payableAmount,desc',
  'payableAmount,asc',
  'orderNumber,asc',
  'status,asc',
] as const;
/** One of {@link ORDER_SORTS}. */
export type OrderSort = (typeof ORDER_SORTS)[number];

/** Orders on one page of Payment History. */
export const ORDER_PAGE_SIZE = 10;

/** Reads `value` (a query parameter) as a sort the page offers, else the default (newest first). */
export function orderSort(value: string | null): OrderSort {
  return ORDER_SORTS.find((sort) => sort === value) ?? ORDER_SORTS[0];
}

/** Reads `value` (the query's 1-based `page`) as the API's 0-based page; anything else is the first. */
export function orderPageIndex(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

/** The query of Payment History at the `index`th page (0-based) in `sort`: each left out while the first/default. */
export function orderListSearch(index: number, sort: OrderSort): URLSearchParams {
  const search = new URLSearchParams();
  if (index > 0) search.set('page', String(index + 1));
  if (sort !== ORDER_SORTS[0]) search.set('sort', sort);
  return search;
}

/** Where Payment History shows its `index`th page (0-based) in `sort`: `/invoice?page=2&sort=…`. */
export function orderListPath(index: number, sort: OrderSort): string {
  const search = orderListSearch(index, sort).toString();
  return search === '' ? PAYMENT_HISTORY_PATH : `${PAYMENT_HISTORY_PATH}?${search}`;
}

/** GET order for the `index`th page (0-based) in `sort`. */
export function ordersUrl(index: number, sort: OrderSort): string {
  const query = new URLSearchParams({ page: String(index), size: String(ORDER_PAGE_SIZE), sort });
  return `order?${query.toString()}`;
}

/** GET order/{id}. */
export function orderUrl(id: string): string {
  return `order/${encodeURIComponent(id)}`;
}

/** Where an order is shown. */
export function invoicePath(id: string): string {
  return `${PAYMENT_HISTORY_PATH}/${encodeURIComponent(id)}`;
}

/** Where an order is paid (the payment pages). */
export function paymentPath(orderId: string): string {
  return `/payment?${new URLSearchParams({ orderId }).toString()}`;
}

/** Whether an order still waits for payment. */
export function isPayable(order: Pick<OrderView, 'status'>): boolean {
  return order.status === 'PENDING';
}

/**
 * Downloads the order's tax invoice (GET order/{id}/invoice with the token) under the name the API gives it
 * (`INV-0001001.pdf`), else `{fallbackName}.pdf`. Resolves to the name saved, or null when the API refused (the
 * client has shown why).
 */
export async function downloadInvoice(
  client: ApiClient,
  order: Pick<OrderDetail, 'id' | 'invoiceNumber'>,
  target: DownloadTarget = browserDownload,
): Promise<string | null> {
  const result = await client.requestBlob(`${orderUrl(order.id)}/invoice`);
  if (result.error || result.data === null) return null;
  const fileName = saveBlob(result.data, `${order.invoiceNumber}.pdf`, target);
  return fileName;
}
