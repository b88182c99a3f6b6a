import { expect, test, type Page } from '@playwright/test';
import { egiroPageMessages, messages, nationalIdCheckLetter } from '@careportal/domain';
import { DEMO, choose, expectAccessible, saveSignedInState, sessionFile, tabTo } from './support';

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
