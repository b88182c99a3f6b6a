import { expect, test, type Page } from '@playwright/test';
import { cardPageMessages, cartPageMessages, messages, paymentPageMessages } from '@careportal/domain';
import {
  DEMO,
  apiUrl,
  choose,
  expectAccessible,
  fillGatewayForm,
  saveSignedInState,
  seedId,
  sessionFile,
  tabTo,
  watchApiAnswers,
  type ApiAnswers,
} from './support';

const text = paymentPageMessages;
const demo = DEMO.ahKow;
/**
 * What each journey buys. Paying an order gives the customer its service, and a customer holding a service of a
 * programme cannot buy it again (domain eligibility, SERVICE_HELD): so each journey that pays buys a programme
 * Tan Ah Kow does not hold yet (the eGIRO journey has bought Gym Tonic by the time these run), nor one a later
 * journey registers him for (register.e2e.ts: Physiotherapy).
 */
const ORDERS = {
  paynow: {
    slug: 'functional-strength-training',
    name: 'Functional Strength Training',
    centre: /Kampung Admiralty/,
  },
  company: { slug: 'senior-gym-pass', name: 'Senior Gym Pass', centre: /Sengkang/, offer: /^10 entries/ },
  threeDs: { slug: 'tooth-extraction', name: 'Tooth Extraction', centre: /Tampines/ },
  declined: { slug: 'dental-check-up', name: 'Dental Check-up', centre: /Tampines/ },
  threeDsDeclined: {
    slug: 'dental-scaling-and-polishing',
    name: 'Dental Scaling and Polishing',
    centre: /Tampines/,
  },
} as const;
const QR = /^PayNow QR code for (\$[\d,.]+), reference (\w+)$/;

/** Puts `product` in the cart, checks out, and opens the payment of the new order. Answers its path. */
async function placeOrder(page: Page, product: (typeof ORDERS)[keyof typeof ORDERS]): Promise<string> {
  await page.goto(`/product/${seedId('product', product.slug)}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // A programme with one offer has it chosen already; the others ask.
  if ('offer' in product) await choose(page.getByRole('radio', { name: product.offer }));
  await choose(page.getByRole('radio', { name: product.centre }));
  await page.getByRole('button', { name: cartPageMessages.checkOutProduct }).click();
  await expect(page).toHaveURL(/\/cart-review$/);
  await page.getByRole('button', { name: cartPageMessages.checkout, exact: true }).click();
  await page.getByRole('link', { name: cartPageMessages.continueToPayment }).click();
  await expect(page).toHaveURL(/\/payment\?orderId=/);
  await expect(page.getByRole('rowheader', { name: 'GST (9%)' })).toBeVisible();
  return new URL(page.url()).pathname + new URL(page.url()).search;
}

/** The bill reference and amount the page's QR carries, as a banking app would read them. */
async function scanQr(page: Page): Promise<{ amount: number; billReferenceNumber: string }> {
  const qr = page.getByRole('img', { name: QR });
  await expect(qr).toBeVisible();
  const [, amount = '', billReferenceNumber = ''] = QR.exec((await qr.getAttribute('alt')) ?? '') ?? [];
  return { amount: Number(amount.replace(/[$,]/g, '')), billReferenceNumber };
}

/** Saves a card through Card Management and the gateway's page, approving 3-D Secure when the bank asks. */
async function addCard(page: Page, number: string) {
  await page.goto('/cards/add');
  await page.getByRole('link', { name: cardPageMessages.continueToGateway }).click();
  await fillGatewayForm(page, number, { keyboard: false });
  const toBank = page.getByRole('link', { name: cardPageMessages.goToBank });
  const saved = page.getByRole('heading', { name: cardPageMessages.cardSavedTitle });
  await expect(toBank.or(saved)).toBeVisible();
  if (await toBank.isVisible()) {
    await toBank.click();
    await page.getByRole('button', { name: 'Approve' }).click();
  }
  await expect(saved).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.describe('paying an order by PayNow or by a saved card, signed in as a customer', () => {
  const storageState = sessionFile('payment');
  test.use({ storageState });

  test.beforeAll(async ({ browser }) => {
    await saveSignedInState(browser, demo, storageState);
  });
  let api: ApiAnswers;
  test.beforeEach(({ page }) => {
    api = watchApiAnswers(page);
  });
  test.afterEach(() => {
    api.expectNoUnexpectedErrors();
  });

  test('by pointer: the bank settles the QR while the page waits; the completion takes a rating', async ({
    page,
    request,
  }) => {
    await placeOrder(page, ORDERS.paynow);
    await choose(page.getByRole('radio', { name: new RegExp(text.methods.PAYNOW) }));
    const bill = await scanQr(page);
    await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
    await expectAccessible(page);

    // A banking app pays the QR; the bank tells the API, and the page hears of it within its round.
    const settled = await request.post(`${apiUrl}/sandbox/bank/paynow/settle`, { data: bill });
    expect(settled.ok()).toBe(true);
    await expect(page.getByRole('heading', { name: text.completionTitle })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(text.paidWithPayNow)).toBeVisible();
    await expectAccessible(page);

    await choose(page.getByRole('radio', { name: /^6/ }));
    await page.getByRole('button', { name: text.sendRating }).click();
    await expect(page.getByText(text.ratingThanks)).toBeVisible();
  });

  test("by keyboard only: billed to a company, paid at the bank's own page for this device", async ({
    page,
  }) => {
    await placeOrder(page, ORDERS.company);
    // The tax invoice is for his company: choose it, name it, and use it.
    await tabTo(page, page.getByRole('radio', { name: text.segments.RETAIL }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: text.segments.CORPORATE })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: text.companyNeeded })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: messages.fields.companyName })).toBeFocused();
    await page.keyboard.type('Kampung Care Pte Ltd');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: text.billToCompany })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('The tax invoice will be made out to Kampung Care Pte Ltd.')).toBeVisible();
    await expectAccessible(page);

    const method = page.getByRole('radio', { name: new RegExp(text.methods.CARD) });
    await tabTo(page, method);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: new RegExp(text.methods.PAYNOW) })).toBeChecked();
    await scanQr(page);
    await tabTo(page, page.getByRole('button', { name: text.payWithBank }));
    await page.keyboard.press('Enter');
    // The sandbox bank's page: Pay settles the bill and returns to the completion.
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/bank/paynow/'));
    await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }), 10);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment-completion\//);
    const thanks = page.getByRole('heading', { name: text.completionTitle });
    await expect(thanks).toBeFocused();
    await tabTo(page, page.getByRole('radio', { name: /^1/ }));
    for (let presses = 0; presses < 4; presses += 1) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /^5/ })).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: text.sendRating }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(text.ratingThanks)).toBeVisible();
    await expectAccessible(page);
  });

  test('by keyboard only: a saved card that asks for 3-D Secure, approved at the bank, to the completion', async ({
    page,
  }) => {
    await addCard(page, '4000 0000 0000 3220');
    await placeOrder(page, ORDERS.threeDs);
    const card = page.getByRole('radio', { name: 'VISA ending in 3220' });
    await expect(card).toBeChecked();
    await expectAccessible(page);
    await tabTo(page, page.getByRole('button', { name: /^Pay \$/ }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href.startsWith(`${apiUrl}/sandbox/gateway/3ds/`));
    await tabTo(page, page.getByRole('button', { name: 'Approve' }), 10);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/payment-completion\//);
    await expect(page.getByRole('heading', { name: text.completionTitle })).toBeFocused();
    await expect(page.getByText('VISA ending in 3220')).toBeVisible();
    await expectAccessible(page);
  });

  test('by pointer: a declined card says why and leaves the order payable; another card pays it', async ({
    page,
  }) => {
    await addCard(page, '4000 0000 0000 0002');
    await addCard(page, '4242 4242 4242 4242');
    await placeOrder(page, ORDERS.declined);
    // The gateway declines this card: POST /linkpay/payments answers 400 with 'Your payment was unsuccessful',
    // which the page shows. The decline is what this step is about.
    api.allow({ method: 'POST', path: '/linkpay/payments', status: 400 });
    await choose(page.getByRole('radio', { name: 'VISA ending in 0002' }));
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    const refusal = page.getByRole('alert').filter({ hasText: messages.payment.unsuccessful });
    await expect(refusal).toContainText(messages.payment.tryAgainOrAnotherCard);
    await expectAccessible(page);
    await choose(page.getByRole('radio', { name: 'VISA ending in 4242' }));
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('heading', { name: text.completionTitle })).toBeVisible();
    await expect(page.getByText('VISA ending in 4242')).toBeVisible();
  });

  test('by pointer: the bank declines 3-D Secure; back on the payment the order is still payable', async ({
    page,
  }) => {
    await placeOrder(page, ORDERS.threeDsDeclined);
    await choose(page.getByRole('radio', { name: 'VISA ending in 3220' }));
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(/\/payment\/verification\?/);
    // Back from the bank, the verification page asks the API to complete the payment's 3-D Secure: the bank
    // declined it, so POST /linkpay/payments/{id}/authenticate answers 400 'Your payment was unsuccessful', which
    // the page shows. That decline is this journey's point; the payment's id is the one in the page's address.
    const paymentId = new URL(page.url()).searchParams.get('paymentId') ?? '';
    api.allow({ method: 'POST', path: `/linkpay/payments/${paymentId}/authenticate`, status: 400 });
    await expect(page.getByRole('main').getByRole('alert')).toContainText(messages.payment.unsuccessful);
    await expectAccessible(page);
    await page.getByRole('link', { name: text.backToPayment }).click();
    await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  });
});
