import { expect, test, type Page } from '@playwright/test';
import {
  cartPageMessages,
  egiroPageMessages,
  messages,
  nationalIdCheckLetter,
  paymentPageMessages,
} from '@careportal/domain';
import { DEMO, choose, expectAccessible, saveSignedInState, seedId, sessionFile, tabTo } from './support';

const text = egiroPageMessages;
const demo = DEMO.ahKow;
/** Tan Ah Kow's loved one in the demo data, Tan Mei Ling. */
const MEI_LING = `S8123456${nationalIdCheckLetter('S', '8123456')}`;
const ACTIVE = `DBS/POSB – ${text.statuses.ACTIVE}`;

/** The arrangement card headed `name`. */
function card(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name }).first();
}

test.describe.configure({ mode: 'serial' });

test.describe('eGIRO, signed in as an Active Ageing customer', () => {
  const storageState = sessionFile('egiro');
  test.use({ storageState });

  test.beforeAll(async ({ browser }) => {
    await saveSignedInState(browser, demo, storageState);
  });

  test('by pointer: apply for a loved one, the bank approves, then cancel it', async ({ page }) => {
    await page.goto('/egiro/apply');
    await expect(page.getByRole('heading', { level: 1, name: messages.egiro.applyForEgiro })).toBeVisible();
    await page.getByRole('button', { name: text.continueToBank }).click();
    await expect(page.getByText(messages.validation.required).first()).toBeVisible();
    await choose(page.getByRole('radio', { name: text.forLovedOne }));
    await page
      .getByRole('textbox', { name: new RegExp(text.lovedOneId.replace(/[']/g, '.')) })
      .fill('S4512377D');
    await page.getByRole('button', { name: /Relationship$/ }).click();
    await page.getByRole('option', { name: 'Child' }).click();
    await page.getByRole('button', { name: new RegExp(`${text.bank}$`) }).click();
    await page.getByRole('option', { name: 'DBS/POSB' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: text.continueToBank }).click();
    await expect(
      page.getByText(/We don't have an existing client attached to this NRIC you've provided\./),
    ).toBeVisible();

    await page
      .getByRole('textbox', { name: new RegExp(text.lovedOneId.replace(/[']/g, '.')) })
      .fill(MEI_LING);
    await page.getByRole('button', { name: text.continueToBank }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/bank/egiro/'));
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.waitForURL(/\/egiro$/);
    await expect(card(page, ACTIVE)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(text.nextDeduction).first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: text.cancel }).first().click();
    await expect(page.getByRole('alertdialog', { name: text.cancelTitle })).toBeVisible();
    await page.getByRole('button', { name: text.confirmCancel }).click();
    await expect(page.getByText(text.cancellationRequested).first()).toBeVisible();
    await expect(card(page, `DBS/POSB – ${text.statuses.CANCELLED}`)).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
  });

  test('by keyboard only: apply, approve at the bank, cancel', async ({ page }) => {
    await page.goto('/egiro/apply');
    const lovedOne = page.getByRole('radio', { name: text.forLovedOne });
    await tabTo(page, page.getByRole('radio', { name: text.forMyself }));
    await page.keyboard.press('ArrowDown');
    await expect(lovedOne).toBeChecked();
    const id = page.getByRole('textbox', { name: new RegExp(text.lovedOneId.replace(/[']/g, '.')) });
    await tabTo(page, id);
    await page.keyboard.type(MEI_LING);
    for (const [label, typed, option] of [
      [/Relationship$/, 'Sp', /^Spouse/],
      [new RegExp(`${text.bank}$`), 'O', /^OCBC/],
    ] as const) {
      const button = page.getByRole('button', { name: label });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.keyboard.type(typed);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await expect(button).toHaveAccessibleName(option);
    }
    await expectAccessible(page);
    await tabTo(page, page.getByRole('button', { name: text.continueToBank }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/bank/egiro/'));
    await tabTo(page, page.getByRole('button', { name: 'Approve', exact: true }), 10);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/egiro$/);
    await expect(card(page, `OCBC – ${text.statuses.ACTIVE}`)).toBeVisible({ timeout: 20_000 });
    await expectAccessible(page);

    await tabTo(page, page.getByRole('button', { name: text.cancel }).first());
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog', { name: text.cancelTitle })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: text.confirmCancel }), 5);
    await page.keyboard.press('Enter');
    await expect(card(page, `OCBC – ${text.statuses.CANCELLED}`)).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page);
  });
});

test.describe('paying an Active Ageing order by eGIRO', () => {
  const storageState = sessionFile('egiro-pay');
  test.use({ storageState });
  const pay = paymentPageMessages;

  test.beforeAll(async ({ browser }) => {
    await saveSignedInState(browser, demo, storageState);
  });

  test('by keyboard: an active arrangement pays the order, deducted by the bank, then paid', async ({
    page,
  }) => {
    test.slow(); // the sandbox bank's deduction alone takes 30 s here
    // An arrangement for himself, approved at the bank (the application by keyboard is the test above).
    await page.goto('/egiro/apply');
    await choose(page.getByRole('radio', { name: text.forMyself }));
    await page.getByRole('button', { name: new RegExp(`${text.bank}$`) }).click();
    await page.getByRole('option', { name: 'UOB' }).click();
    await page.getByRole('button', { name: text.continueToBank }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/bank/egiro/'));
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.waitForURL(/\/egiro$/);
    await expect(card(page, `UOB – ${text.statuses.ACTIVE}`)).toBeVisible({ timeout: 20_000 });

    // An Active Ageing order for himself.
    await page.goto(`/product/${seedId('product', 'gym-tonic')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Gym Tonic' })).toBeVisible();
    await choose(page.getByRole('radio', { name: /Kampung Admiralty/ }));
    await page.getByRole('button', { name: cartPageMessages.checkOutProduct }).click();
    await expect(page).toHaveURL(/\/cart-review$/);
    await page.getByRole('button', { name: cartPageMessages.checkout, exact: true }).click();
    await page.getByRole('link', { name: cartPageMessages.continueToPayment }).click();
    await expect(page).toHaveURL(/\/payment\?orderId=/);

    // eGIRO, by keyboard: the method, the arrangement (the newest, chosen), Pay.
    const egiro = page.getByRole('radio', { name: new RegExp(pay.egiro.method) });
    await tabTo(page, page.getByRole('radio', { name: new RegExp(pay.methods.CARD) }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(egiro).toBeChecked();
    await expect(page.getByRole('radio', { name: /^UOB, reference DDA/ })).toBeChecked();
    await expect(page.getByText(/deducted from your bank account on \d\d\/\d\d\/\d{4}/)).toBeVisible();
    await expectAccessible(page);
    const button = page.getByRole('button', { name: /^Pay \$[\d,.]+ by eGIRO$/ });
    await tabTo(page, button);
    await page.keyboard.press('Enter');

    // The completion: to be deducted on its day; once the bank has deducted it, paid.
    await expect(page).toHaveURL(/\/payment-completion\//);
    const scheduled = page.getByRole('heading', { name: pay.egiro.scheduledTitle });
    await expect(scheduled).toBeFocused();
    await expect(
      page.getByText(/will be deducted from your bank account on \d\d\/\d\d\/\d{4}/),
    ).toBeVisible();
    await expectAccessible(page);
    const paid = page.getByRole('heading', { name: pay.completionTitle });
    await expect(async () => {
      await tabTo(page, page.getByRole('button', { name: pay.checkAgain }));
      await page.keyboard.press('Enter');
      await expect(paid).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 90_000 }); // the suite's sandbox bank deducts 30 s after the request
    await expect(page.getByText(pay.egiro.paidWith, { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
  });
});

test('the public landing page: banks, FAQ and hours, and Login', async ({ page }) => {
  await page.goto('/egiro-landing');
  await expect(page.getByRole('link', { name: messages.egiro.applyForEgiro })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Standard Chartered' })).toBeVisible();
  await expect(
    page.getByText('9:00 am to 5:00 pm, Monday to Friday, excluding public holidays'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: messages.labels.login })).toBeVisible();
  await expectAccessible(page);
});
