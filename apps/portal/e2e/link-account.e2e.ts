import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '@careportal/domain';
import { copy } from '../src/copy';
import { DEMO, expectAccessible, saveSignedInState, sessionFile } from './support';

/** A new sign-up of the demo data: PENDING, with only a name, an email and a mobile number. */
const demo = DEMO.beeHoon;
/**
 * Her client record at the centre, as the API seeds it (apps/api/src/db/seed-data.ts DEMO_CLIENT_RECORD; the e2e
 * project does not compile the API's sources, so the values are repeated here).
 */
const record = { referralCode: 'CP6B4H1L', idType: 'NRIC', nric: 'S4912345J', name: 'Lim Bee Hoon' };

const text = messages.linking;
const title = copy.titles.linkAccount;

/** The catalogue text up to its `{email}`: the support email is the build's setting. */
function lead(template: string): string {
  return template.slice(0, template.indexOf('{email}'));
}

function fields(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    form: main.getByRole('form', { name: title }),
    clientId: main.getByRole('textbox', { name: text.clientId }),
    idType: main.getByRole('button', { name: new RegExp(messages.fields.idType) }),
    idNumber: main.getByRole('textbox', { name: messages.fields.idNumber }),
    submit: main.getByRole('button', { name: text.linkAccount }),
  };
}

/** Replaces what a focused field holds, by keyboard. */
async function retype(page: Page, field: Locator, value: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(value);
}

async function openLinkAccount(page: Page) {
  await page.goto('/link-account');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe.serial('linking a client record, signed in as a new sign-up', () => {
  // One real sign-in; every test then starts from its saved state (MSAL keeps its tokens in local storage).
  const storageState = sessionFile('link-account');
  test.use({ storageState });

  test.beforeAll(async ({ browser }) => {
    await saveSignedInState(browser, demo, storageState);
  });

  test('the page explains the Client ID and has no accessibility violations', async ({ page }) => {
    await openLinkAccount(page);
    const { clientId } = fields(page);
    await expect(clientId).toHaveAccessibleDescription(text.clientIdExplained);
    await expectAccessible(page);
  });

  test('"Didn\'t get your Client ID?" sends it by email to the record of the ID number typed', async ({
    page,
  }) => {
    await openLinkAccount(page);
    const { main, idNumber } = fields(page);
    await idNumber.fill(record.nric);
    await main.getByRole('button', { name: text.sendByEmail }).click();
    const region = main.getByRole('region', { name: text.noClientIdTitle });
    await expect(region.getByRole('status')).toContainText(text.clientIdSentToEmail);
    await expect(region.getByRole('status')).toContainText(/Sent to \S+@\S+\./);
  });

  test('by keyboard alone: a wrong Client ID, then a wrong ID number, then the right pair links', async ({
    page,
  }) => {
    await openLinkAccount(page);
    const { main, form, clientId, idType, idNumber, submit } = fields(page);
    const alert = form.getByRole('alert');

    // Type the Client ID, Tab past the ID type to the ID number, and press Enter to submit.
    await clientId.focus();
    await page.keyboard.type('CP6B4H1X');
    await page.keyboard.press('Tab');
    await expect(idType).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(idNumber).toBeFocused();
    await page.keyboard.type(record.nric.toLowerCase());
    await expect(idNumber).toHaveValue(record.nric);
    await page.keyboard.press('Enter');
    await expect(alert).toContainText(lead(text.incorrectClientId));
    // Nothing typed is lost.
    await expect(clientId).toHaveValue('CP6B4H1X');
    await expect(idNumber).toHaveValue(record.nric);
    await expectAccessible(page);

    await retype(page, clientId, record.referralCode);
    await retype(page, idNumber, 'S1234567D');
    await page.keyboard.press('Enter');
    await expect(alert).toContainText(lead(text.incorrectIdentification));

    await retype(page, idNumber, record.nric);
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    const linked = main.getByRole('heading', { level: 2, name: text.linkedTitle });
    await expect(linked).toBeFocused();
    await expect(main).toContainText(text.linked);
    await expect(main).toContainText(record.name);

    await page.keyboard.press('Tab');
    await expect(main.getByRole('link', { name: text.backToProfile })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myProfile })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(record.name);
    await expect(page.getByRole('heading', { name: messages.profilePage.pendingLinkTitle })).toHaveCount(0);
  });
});
