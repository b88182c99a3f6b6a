import { expect, request as apiRequest, test, type Browser, type Page } from '@playwright/test';
import { invoicePageMessages, messages } from '@careportal/domain';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { DEMO, apiUrl, expectAccessible, identityUrl, seedId, sessionFile, tabTo } from './support';

const text = invoicePageMessages;
/** An Active Ageing customer: Payment History sits under Finance. His demo order waits for payment. */
const demo = DEMO.ahKow;

const DEMO_ORDER = seedId('order', 'demo-ahkow', 'pending');

/** The API's envelope, as far as the setup reads it. */
interface Envelope<T> {
  data: T;
}

/**
 * Signs in through the real page, keeps the session for the tests, and returns the bearer token the portal sends
 * the API (read from its own calls).
 */
async function signInForToken(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  const token = new Promise<string>((resolve) => {
    page.on('request', (request) => {
      const header = request.headers().authorization;
      if (request.url().startsWith(apiUrl) && header?.startsWith('Bearer ')) resolve(header);
    });
  });
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: messages.labels.login }).click();
  await page.waitForURL((url) => url.href.startsWith(identityUrl));
  await page.getByLabel('Email address').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.href.startsWith(identityUrl));
  await expect(page.getByRole('banner')).toContainText(demo.name);
  const bearer = await token;
  await context.storageState({ path });
  await context.close();
  return bearer;
}

/**
 * Pays the demo order as docs/payments-api.md says: the gateway tokenises 4242 4242 4242 4242, the API saves the
 * card and charges it; the card is then deleted, so the account is as it was but for the paid order. Answers its
 * number: other journeys may have placed newer orders for him, so the tests find it by its number.
 */
async function payDemoOrder(authorization: string): Promise<string> {
  const api = await apiRequest.newContext({ baseURL: apiUrl });
  const headers = { authorization };
  const order = (await (await api.get(`order/${DEMO_ORDER}`, { headers })).json()) as Envelope<{
    status: string;
    orderNumber: string;
  }>;
  const { orderNumber } = order.data;
  if (order.data.status !== 'PENDING') return orderNumber;
  const tokenised = await api.post('sandbox/gateway/tokens', {
    data: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
  });
  expect(tokenised.status()).toBe(201);
  const { token } = (await tokenised.json()) as { token: string };
  const saved = await api.post('linkpay/cards', { headers, data: { token } });
  expect(saved.status()).toBe(201);
  const cardId = ((await saved.json()) as Envelope<{ card: { id: string } }>).data.card.id;
  const paid = await api.post('linkpay/payments', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: { orderId: DEMO_ORDER, cardId },
  });
  expect(((await paid.json()) as Envelope<{ orderStatus: string }>).data.orderStatus).toBe('PAID');
  expect((await api.delete(`linkpay/cards/${cardId}`, { headers })).ok()).toBe(true);
  await api.dispose();
  return orderNumber;
}

/** Downloads the invoice from the detail page (by `press`) and reads the PDF's text. */
async function downloadAndRead(page: Page, press: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await press();
  const file = await download;
  const path = await file.path();
  const { text: pdfText } = await extractText(new Uint8Array(await readFile(path)), { mergePages: true });
  return { name: file.suggestedFilename(), text: pdfText };
}

test.describe.configure({ mode: 'serial' });

test.describe('a customer reads Payment History and downloads an invoice', () => {
  const storageState = sessionFile('invoice');
  test.use({ storageState });

  /** The demo order's number, once paid. */
  let demoOrderNumber = '';

  test.beforeAll(async ({ browser }) => {
    demoOrderNumber = await payDemoOrder(await signInForToken(browser, storageState));
  });

  test('by pointer: Finance, Payment History, the paid order, its PDF under its own name', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(demo.name) })
      .click();
    await page.getByRole('menuitem', { name: messages.labels.finance }).click();
    await page.getByRole('menuitem', { name: messages.labels.paymentHistory }).click();
    await expect(page).toHaveURL(/\/invoice$/);
    const view = page.getByRole('link', { name: `View details of order ${demoOrderNumber}` });
    await expect(view).toBeVisible();
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);

    await view.click();
    await expect(page).toHaveURL(new RegExp(`/invoice/${DEMO_ORDER}$`));
    const summary = page.getByRole('table', { name: 'Order summary' });
    await expect(summary.getByRole('row', { name: /GST \(9%\)/ })).toContainText('$21.60');
    await expect(summary.getByRole('row', { name: /Total payable/ })).toContainText('$261.60');
    await expect(page.getByText('VISA ending in 4242')).toBeVisible();
    await expectAccessible(page);

    const pdf = await downloadAndRead(page, () =>
      page.getByRole('button', { name: text.downloadInvoice }).click(),
    );
    expect(pdf.name).toMatch(/^INV-\d+\.pdf$/);
    await expect(page.getByText(`Your invoice ${pdf.name} has been downloaded.`)).toBeVisible();
    expect(pdf.text).toContain('Tax Invoice');
    expect(pdf.text).toContain(pdf.name.replace(/\.pdf$/, ''));
    expect(pdf.text).toMatch(/\*{5}\d{3}[A-Z]/);
    expect(pdf.text).toContain('$261.60');
    expect(pdf.text).toContain('GST 9%');
    await expectAccessible(page);
  });

  test('by keyboard only: from the list to the download', async ({ page }) => {
    await page.goto('/invoice');
    const view = page.getByRole('link', { name: `View details of order ${demoOrderNumber}` });
    await expect(view).toBeVisible();
    await tabTo(page, view);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('table', { name: 'Order summary' })).toBeVisible();
    const pdf = await downloadAndRead(page, async () => {
      await tabTo(page, page.getByRole('button', { name: text.downloadInvoice }));
      await page.keyboard.press('Enter');
    });
    expect(pdf.name).toMatch(/^INV-\d+\.pdf$/);
    expect(pdf.text).toContain('Tax Invoice');
    await expectAccessible(page);
    await tabTo(page, page.getByRole('link', { name: text.backToHistory }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/invoice$/);
  });
});
