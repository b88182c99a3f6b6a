import { expect, test, type Page } from '@playwright/test';
import { messages, cartPageMessages } from '@careportal/domain';
import {
  DEMO,
  choose,
  expectAccessible,
  identityUrl,
  saveSignedInState,
  seedId,
  sessionFile,
  tabTo,
  watchApiAnswers,
  type ApiAnswers,
} from './support';

const text = cartPageMessages;
const demo = DEMO.siti;

const PHYSIOTHERAPY = seedId('product', 'physiotherapy');
const GYM_TONIC = seedId('product', 'gym-tonic');

/** Counts the cart saves the page sends. */
function countCartSaves(page: Page): () => number {
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && new URL(request.url()).pathname === '/cart') saves += 1;
  });
  return () => saves;
}

async function signInOnProvider(page: Page) {
  await page.waitForURL((url) => url.href.startsWith(identityUrl));
  await page.getByLabel('Email address').fill(demo.email);
  await page.getByLabel('Password').fill(demo.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.href.startsWith(identityUrl));
}

test.describe.configure({ mode: 'serial' });

test.describe('a visitor checks out a Retail product, signs in and lands on the cart review', () => {
  let api: ApiAnswers;
  test.beforeEach(({ page }) => {
    api = watchApiAnswers(page);
  });
  test.afterEach(() => {
    api.expectNoUnexpectedErrors();
  });
  test('by pointer: the cart is intact after sign-in, and restored only once', async ({ page }) => {
    const saves = countCartSaves(page);
    await page.goto(`/product/${PHYSIOTHERAPY}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Physiotherapy' })).toBeVisible();
    await choose(page.getByRole('radio', { name: /^5 sessions \/ 3 months, \$425\.00/ }));
    const centres = page.getByRole('radiogroup', { name: text.centresTitle }).getByRole('radio');
    await choose(centres.first());
    await expectAccessible(page);
    await page.getByRole('button', { name: text.checkOutProduct }).click();

    await signInOnProvider(page);
    await expect(page).toHaveURL(/\/cart-review$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Physiotherapy' })).toBeVisible();
    await expect(page.getByText('5 sessions / 3 months', { exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: text.summaryTitle })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart\s*, 1 item$/ })).toBeVisible();
    expect(saves()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 3, name: 'Physiotherapy' })).toBeVisible();
    expect(saves()).toBe(1);
  });

  test('by keyboard only', async ({ page }) => {
    await page.goto(`/product/${PHYSIOTHERAPY}`);
    const offer = page.getByRole('radio', { name: /^1 session, \$95\.00/ });
    await tabTo(page, page.getByRole('radiogroup', { name: text.offersTitle }).getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(offer).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(
      page.getByRole('radiogroup', { name: text.centresTitle }).getByRole('radio').first(),
    ).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: text.checkOutProduct }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href.startsWith(identityUrl));
    await page.getByLabel('Email address').focus();
    await page.keyboard.type(demo.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(demo.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.href.startsWith(identityUrl));
    await expect(page).toHaveURL(/\/cart-review$/);
    await expect(page.getByText('1 session', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('a customer applies a promotion code on the cart review', () => {
  const storageState = sessionFile('cart');
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

  async function gymTonicInCart(page: Page) {
    await page.goto(`/product/${GYM_TONIC}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gym Tonic' })).toBeVisible();
    await choose(page.getByRole('radio', { name: /Kampung Admiralty/ }));
    await page.getByRole('button', { name: text.checkOutProduct }).click();
    await expect(page).toHaveURL(/\/cart-review$/);
    await expect(page.getByRole('table', { name: text.summaryTitle })).toBeVisible();
  }

  test("by pointer: the 'Less - …' line and the server's GST, removed again; an expired code's message", async ({
    page,
  }) => {
    await gymTonicInCart(page);
    const table = page.getByRole('table', { name: text.summaryTitle });
    const gst = table.getByRole('row', { name: /^GST \(9%\)/ });
    const before = await gst.textContent();
    const field = page.getByRole('textbox', { name: text.promoCode });
    await field.fill('active10');
    await page.getByRole('button', { name: text.applyPromoCode }).click();
    await expect(table.getByRole('row', { name: /^Less - Active Ageing 10% off/ })).toContainText('-$24.00');
    // $240.00 less $24.00 is $216.00; GST 9% on it is $19.44, as the server computed it.
    await expect(gst).toContainText('$19.44');
    expect(before).toContain('$21.60');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Remove promotion code ACTIVE10' }).click();
    await expect(table.getByText(/^Less - /)).toHaveCount(0);
    await expect(gst).toContainText('$21.60');

    // An expired code is refused: 400 with its message, which the field shows. That refusal is this step's point.
    api.allow({ method: 'PUT', path: '/cart/applyCoupon', status: 400 });
    await page.getByRole('textbox', { name: text.promoCode }).fill('CNY2024');
    await page.getByRole('button', { name: text.applyPromoCode }).click();
    await expect(page.getByText(messages.cart.couponExpired)).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.promoCode })).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });

  test('by keyboard only', async ({ page }) => {
    await gymTonicInCart(page);
    const field = page.getByRole('textbox', { name: text.promoCode });
    await tabTo(page, field);
    await page.keyboard.type('active10');
    await page.keyboard.press('Enter');
    const remove = page.getByRole('button', { name: 'Remove promotion code ACTIVE10' });
    await expect(remove).toBeFocused();
    await expect(page.getByText(/^Less - Active Ageing 10% off/)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(field).toBeFocused();
    // The expired code's refusal (400 with its message at the field) is what this step checks.
    api.allow({ method: 'PUT', path: '/cart/applyCoupon', status: 400 });
    await page.keyboard.type('CNY2024');
    await page.keyboard.press('Enter');
    await expect(page.getByText(messages.cart.couponExpired)).toBeVisible();
    await expectAccessible(page);
  });
});
