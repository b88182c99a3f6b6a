import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, ApiResult } from '../../data/client';
import {
  downloadInvoice,
  orderListPath,
  orderListSearch,
  orderPageIndex,
  orderSort,
  ordersUrl,
  type DownloadTarget,
} from './orderApi';

function blobResult(data: Blob | null, httpCode = 200): ApiResult<Blob> {
  return {
    httpCode,
    error: httpCode >= 400,
    statusCode: httpCode,
    message: null,
    errorCode: null,
    errorMessage: null,
    data,
  };
}

function clientAnswering(result: ApiResult<Blob>): ApiClient & { requestBlob: ReturnType<typeof vi.fn> } {
  return { request: vi.fn(), requestBlob: vi.fn(() => Promise.resolve(result)) } as never;
}

function target(): DownloadTarget & { saved: [string, string][]; revoked: string[] } {
  const saved: [string, string][] = [];
  const revoked: string[] = [];
  return {
    saved,
    revoked,
    createObjectURL: () => 'blob:invoice-1',
    revokeObjectURL: (url) => revoked.push(url),
    save: (url, name) => saved.push([url, name]),
  };
}

describe('the Payment History address', () => {
  it('reads the sort order the page offers, else newest first', () => {
    expect(orderSort('payableAmount,desc')).toBe('payableAmount,desc');
    expect(orderSort('customerId,asc')).toBe('createdDate,desc');
    expect(orderSort(null)).toBe('createdDate,desc');
  });

  it('reads the 1-based page as the API 0-based one, anything odd as the first', () => {
    expect(orderPageIndex('2')).toBe(1);
    for (const odd of [null, '0', '-1', '1.5', 'two']) expect(orderPageIndex(odd)).toBe(0);
    expect(ordersUrl(1, 'status,asc')).toBe('order?page=1&size=10&sort=status%2Casc');
  });

  it('keeps the page (1-based) and the sort in the address, leaving out the first page and newest first', () => {
    expect(orderListPath(0, 'createdDate,desc')).toBe('/invoice');
    expect(orderListPath(2, 'createdDate,desc')).toBe('/invoice?page=3');
    expect(orderListPath(0, 'payableAmount,desc')).toBe('/invoice?sort=payableAmount%2Cdesc');
    expect(orderListSearch(1, 'status,asc').toString()).toBe('page=2&sort=status%2Casc');
  });
});

describe('downloadInvoice', () => {
  it("saves the PDF under the API's own file name, then releases the object URL", async () => {
    vi.useFakeTimers();
    const pdf = new File(['%PDF-1.4'], 'INV-0001008.pdf', { type: 'application/pdf' });
    const client = clientAnswering(blobResult(pdf));
    const to = target();
    await expect(downloadInvoice(client, { id: 'order-8', invoiceNumber: 'INV-0001008' }, to)).resolves.toBe(
      'INV-0001008.pdf',
    );
    // No options: with the customer's token, and a failure's message shown.
    expect(client.requestBlob).toHaveBeenCalledWith('order/order-8/invoice');
    expect(to.saved).toEqual([['blob:invoice-1', 'INV-0001008.pdf']]);
    expect(to.revoked).toEqual([]);
    vi.runAllTimers();
    expect(to.revoked).toEqual(['blob:invoice-1']);
    vi.useRealTimers();
  });

  it('names an unnamed PDF after the invoice number', async () => {
    const to = target();
    const client = clientAnswering(blobResult(new Blob(['%PDF'], { type: 'application/pdf' })));
    await expect(downloadInvoice(client, { id: 'o', invoiceNumber: 'INV-0001003' }, to)).resolves.toBe(
      'INV-0001003.pdf',
    );
  });

  it('saves nothing when the API refuses (the client has said why)', async () => {
    const to = target();
    const client = clientAnswering(blobResult(null, 404));
    await expect(downloadInvoice(client, { id: 'o', invoiceNumber: 'INV-1' }, to)).resolves.toBeNull();
    expect(to.saved).toEqual([]);
  });
});
