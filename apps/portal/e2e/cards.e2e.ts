import { expect, test, type Page } from '@playwright/test';
import { cardPageMessages, messages } from '@careportal/domain';
import { DEMO, expectAccessible, saveSignedInState, sessionFile, tabTo } from './support';

const text = cardPageMessages;
/** A retail customer: Card Management sits in the user menu itself, not under Finance. */
const demo = DEMO.siti;
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

/** The sandbox gateway's own page: the card number is typed there, never in the portal. */
async function fillGatewayForm(page: Page, number: string, { keyboard }: { keyboard: boolean }) {
  await page.waitForURL((url) => url.href.startsWith(`${apiUrl}/sandbox/gateway/card-form`));
  const fields: [string, string][] = [
    ['Card number', number],
    ['Expiry month (MM)', '12'],
    ['Expiry year (YYYY)', '2030'],
    ['CVC', '123'],
  ];
  for (const [label, value] of fields) {
    const field = page.getByLabel(label);
    if (keyboard) {
      await tabTo(page, field);
      await page.keyboard.type(value);
    } else {
      await field.fill(value);
    }
  }
  const save = page.getByRole('button', { name: 'Save card' });
  if (keyboard) {
    await tabTo(page, save);
    await page.keyboard.press('Enter');
  } else {
    await save.click();
  }
}

test.describe.configure({ mode: 'serial' });

test.describe('a customer adds a card through the gateway, then deletes it', () => {
  const storageState = sessionFile('cards');
  test.use({ storageState });

  test.beforeAll(async ({ browser }) => {
    await saveSignedInState(browser, demo, storageState);
  });

  test('by pointer: a card approved at once, from the user menu to deleted', async ({ page }) => {
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(apiUrl) && request.method() === 'POST')
        posted.push(request.postData() ?? '');
    });
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(demo.name) })
      .click();
    await page.getByRole('menuitem', { name: messages.labels.cardManagement }).click();
    await expect(page).toHaveURL(/\/cards$/);
    await expect(page.getByText(messages.payment.noCards)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: messages.payment.addNewCard }).click();
    await expect(page).toHaveURL(/\/cards\/add$/);
    await expectAccessible(page);
    await page.getByRole('link', { name: text.continueToGateway }).click();
    await fillGatewayForm(page, '4242 4242 4242 4242', { keyboard: false });

    await expect(page.getByRole('heading', { name: text.cardSavedTitle })).toBeVisible();
    // The one-time token has left the address, and only the token (never the number) reached the API.
    await expect(page).toHaveURL(/\/cards\/add$/);
    expect(posted.some((body) => body.includes('4242424242424242') || body.includes('4242 4242'))).toBe(
      false,
    );
    await expectAccessible(page);
    await page.getByRole('link', { name: text.backToCards }).click();

    const group = page.getByRole('radiogroup', { name: text.defaultCard });
    await expect(group.getByRole('radio', { name: 'VISA ending in 4242' })).toBeChecked();
    await expectAccessible(page);
    await group.getByRole('button', { name: 'Delete VISA ending in 4242' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete VISA ending in 4242?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: text.deleteCard }).click();
    await expect(page.getByText('VISA ending in 4242 has been deleted.')).toBeVisible();
    await expect(page.getByText(messages.payment.noCards)).toBeVisible();
  });

  test('by keyboard only: a card with 3-D Secure (4000 0000 0000 3220), approved at the bank, then deleted', async ({
    page,
  }) => {
    await page.goto('/cards');
    await expect(page.getByText(messages.payment.noCards)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: messages.payment.addNewCard }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cards\/add$/);
    await tabTo(page, page.getByRole('link', { name: text.continueToGateway }));
    await page.keyboard.press('Enter');
    await fillGatewayForm(page, '4000000000003220', { keyboard: true });

    await expect(page.getByRole('heading', { name: text.toBankTitle })).toBeFocused();
    await expectAccessible(page);
    await tabTo(page, page.getByRole('link', { name: text.goToBank }));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href.startsWith(`${apiUrl}/sandbox/gateway/3ds/`));
    await tabTo(page, page.getByRole('button', { name: 'Approve' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/cards\/verification\?cardId=/);
    await expect(page.getByRole('heading', { name: text.cardSavedTitle })).toBeFocused();
    await expect(page.getByText('VISA ending in 3220 can now be used to pay your orders.')).toBeVisible();
    await expectAccessible(page);
    await tabTo(page, page.getByRole('link', { name: text.backToCards }));
    await page.keyboard.press('Enter');

    const card = page.getByRole('radio', { name: 'VISA ending in 3220' });
    await expect(card).toBeChecked();
    await expectAccessible(page);
    await tabTo(page, page.getByRole('button', { name: 'Delete VISA ending in 3220' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete VISA ending in 3220?' });
    await expect(dialog.getByRole('button', { name: messages.labels.cancel })).toBeFocused();
    await expectAccessible(page);
    await tabTo(page, dialog.getByRole('button', { name: text.deleteCard }), 4);
    await page.keyboard.press('Enter');
    // The empty page was checked with axe by the pointer journey; here the busy Delete button's announcement
    // outlives the closing dialog for a few seconds.
    await expect(page.getByText(messages.payment.noCards)).toBeVisible();
  });

  test('a card the bank declines is not saved, and says why', async ({ page }) => {
    await page.goto('/cards/add');
    await page.getByRole('link', { name: text.continueToGateway }).click();
    await fillGatewayForm(page, '4000000000003220', { keyboard: false });
    await page.getByRole('link', { name: text.goToBank }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('heading', { name: text.cardNotSavedTitle })).toBeVisible();
    await expect(page.getByRole('main').getByText(messages.payment.cardNotValid)).toBeVisible();
    await expectAccessible(page);
    await page.goto('/cards');
    await expect(page.getByText(messages.payment.noCards)).toBeVisible();
  });
});
