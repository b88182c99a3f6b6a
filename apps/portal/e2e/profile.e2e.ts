import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMessage, messages } from '@careportal/domain';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO, choose, expectAccessible, saveSignedInState, sessionFile, tabTo } from './support';

/** A customer pending link with full details and no addresses yet (the seeded demo). */
const demo = DEMO.siti;
/** A loved one added by the suite; the ID number is valid and used by nobody in the demo data. */
const lovedOne = { name: 'Ahmad bin Yusof', nric: 'S4012345H', dateOfBirth: '05/03/1950' };

const p = messages.profilePage;
const bukitBatok = { postalCode: '650440', block: '440', street: /bukit batok west avenue 8/i };
const woodlands = { postalCode: '730678', block: '678', street: /woodlands ave 6/i };

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: messages.labels.myProfile })).toBeVisible();
  await expect(page.getByRole('heading', { name: messages.labels.personalDetails })).toBeVisible();
}

/** A toast with the server's text. */
async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

function field(scope: Page | Locator, name: string) {
  return scope.getByRole('textbox', { name: new RegExp(`^${name}`) });
}

/** Adds an address of `type` found by its postal code, optionally following billing instead. */
async function addAddress(
  page: Page,
  type: 'billing' | 'service' | 'residential',
  place: typeof bukitBatok | null,
  unit: { level: string; unit: string } = { level: '05', unit: '12' },
) {
  await page.getByRole('button', { name: `Add ${type} address` }).click();
  const form = page.getByRole('form', { name: `Add ${type} address details` });
  await expect(form).toBeVisible();
  if (place === null) {
    await choose(form.getByRole('switch', { name: messages.labels.sameAsBilling }));
    await expect(field(form, messages.fields.postalCode)).toHaveCount(0);
  } else {
    await field(form, messages.fields.postalCode).fill(place.postalCode);
    await expect(field(form, messages.fields.street)).toHaveValue(place.street);
    await expect(field(form, messages.fields.block)).toHaveValue(place.block);
    await field(form, messages.fields.level).fill(unit.level);
    await field(form, messages.fields.unit).fill(unit.unit);
  }
  await form.getByRole('button', { name: messages.labels.save }).click();
  await expectToast(page, messages.success.addressCreated);
  await expect(form).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

test.describe('the profile page, signed in as a customer pending link', () => {
  // One real sign-in; every test then starts from its saved state (MSAL keeps its tokens in local storage).
  const storageState = sessionFile('profile');
  test.use({ storageState });

  test.beforeAll(async ({ browser }) => {
    await saveSignedInState(browser, demo, storageState);
  });

  test('shows her details, the pending-link note and passes axe', async ({ page }) => {
    await openProfile(page);
    await expect(page.getByText(demo.name, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: p.pendingLinkTitle })).toBeVisible();
    await expect(page.getByRole('link', { name: p.pendingLinkAction })).toHaveAttribute(
      'href',
      '/link-account',
    );
    await expectAccessible(page);
  });

  test('keeps invalid details with their errors, saves valid ones, and they survive a reload', async ({
    page,
  }) => {
    await openProfile(page);
    await page.getByRole('button', { name: messages.labels.edit, exact: true }).click();
    const form = page.getByRole('form', { name: messages.labels.editClientDetails });
    await expect(form).toBeVisible();

    await field(form, messages.fields.homeNumber).fill('123');
    await field(form, messages.fields.companyName).fill('Bukit Batok Community Club');
    await form.getByRole('button', { name: messages.labels.save }).click();
    // At the field, and in the summary above the form, which takes focus and leads to the field.
    const summary = form.getByRole('group', { name: messages.validation.problemSummaryTitle });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: messages.validation.homeNumberInvalid }).click();
    await expect(field(form, messages.fields.homeNumber)).toBeFocused();
    await expect(field(form, messages.fields.homeNumber)).toHaveAccessibleDescription(
      messages.validation.homeNumberInvalid,
    );
    await expect(field(form, messages.fields.homeNumber)).toHaveValue('123');
    await expect(field(form, messages.fields.companyName)).toHaveValue('Bukit Batok Community Club');
    await expectAccessible(page);

    await field(form, messages.fields.homeNumber).fill('61234567');
    await form.getByRole('button', { name: messages.labels.save }).click();
    await expectToast(page, messages.success.personalDetailUpdated);
    await expect(form).toHaveCount(0);
    await expect(page.getByText('61234567', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: messages.labels.personalDetails })).toBeVisible();
    await expect(page.getByText('61234567', { exact: true })).toBeVisible();
    await expect(page.getByText('Bukit Batok Community Club', { exact: true })).toBeVisible();
  });

  test('adds billing, same-as-billing service and residential addresses, edits one and deletes one', async ({
    page,
  }) => {
    await openProfile(page);
    await addAddress(page, 'billing', bukitBatok);
    await expect(page.getByRole('heading', { name: messages.address.titles.billing })).toBeVisible();

    await addAddress(page, 'service', null);
    const service = page
      .getByRole('heading', { name: messages.address.titles.service })
      .locator('xpath=../..');
    await expect(page.getByText(messages.labels.sameAsBilling, { exact: true })).toBeVisible();
    await expect(service).toBeVisible();

    await addAddress(page, 'residential', woodlands);
    await expect(page.getByRole('heading', { name: messages.address.titles.residential })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add .* address$/ })).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit residential address' }).click();
    const editing = page.getByRole('form', { name: 'Edit residential address details' });
    await field(editing, messages.fields.unit).fill('99');
    await editing.getByRole('button', { name: messages.labels.save }).click();
    await expectToast(page, messages.success.addressUpdated);
    await expect(page.getByText(/#05-99/)).toBeVisible();

    await page.getByRole('button', { name: 'Delete residential address' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete the residential address?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: messages.labels.delete }).click();
    await expectToast(page, messages.success.addressDeleted);
    await expect(page.getByRole('heading', { name: messages.address.titles.residential })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { name: messages.address.titles.billing })).toBeVisible();
    await expect(page.getByRole('heading', { name: messages.address.titles.service })).toBeVisible();
    await expectAccessible(page);
  });

  test('creates a loved one, acts for them and gives them an address', async ({ page }) => {
    await openProfile(page);
    await page.getByRole('button', { name: p.addLovedOne }).click();
    await expect(page.getByRole('heading', { name: p.addLovedOneTitle })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(messages.fields.relationship) }).click();
    await page.getByRole('option', { name: 'Spouse' }).click();

    const form = page.getByRole('form', { name: messages.labels.personalDetails });
    await field(form, messages.fields.fullName).fill(lovedOne.name);
    await field(form, messages.fields.dateOfBirth).fill(lovedOne.dateOfBirth);
    await choose(form.getByRole('radio', { name: 'Male', exact: true }));
    await field(form, messages.fields.idNumber).fill(lovedOne.nric);
    await field(form, messages.fields.email).fill('ahmad.yusof@example.sg');
    await field(form, messages.fields.mobileNumber).fill('91112222');
    await choose(form.getByRole('checkbox', { name: 'Malay', exact: true }));
    await form.getByRole('button', { name: messages.labels.save }).click();
    await expectToast(page, messages.success.lovedOneCreated);

    await choose(page.getByRole('radio', { name: lovedOne.name, exact: true }));
    await expect(page.getByText(formatMessage(p.actingForNotice, { name: lovedOne.name }))).toBeVisible();
    await expect(page.getByText(lovedOne.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: messages.address.titles.billing })).toHaveCount(0);

    await addAddress(page, 'billing', woodlands, { level: '02', unit: '07' });
    await expect(page.getByRole('heading', { name: messages.address.titles.billing })).toBeVisible();
    await expect(page.getByText(/#02-07/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: p.switchBackToYourself }).click();
    await expect(page.getByText(formatMessage(p.actingForNotice, { name: lovedOne.name }))).toHaveCount(0);
    await expect(page.getByText(/#05-12/)).toBeVisible();
  });

  test('refuses a photo that is too large and one of the wrong type', async ({ page }) => {
    const folder = mkdtempSync(join(tmpdir(), 'careportal-photos-'));
    const tooLarge = join(folder, 'holiday.png');
    writeFileSync(tooLarge, Buffer.alloc(3 * 1024 * 1024, 1));
    const wrongType = join(folder, 'scan.gif');
    writeFileSync(wrongType, Buffer.from('GIF89a'));

    await openProfile(page);
    const input = page.locator('input[type="file"]');
    await input.setInputFiles(tooLarge);
    await expect(
      page.getByText(formatMessage(messages.validation.fileTooLarge, { maxSizeAllowedInMB: 2 })),
    ).toBeVisible();
    await input.setInputFiles(wrongType);
    await expect(
      page.getByText(
        formatMessage(messages.validation.fileExtensionNotAllowed, {
          fileExtensionAllowed: 'png, jpg, jpeg or webp',
        }),
      ),
    ).toBeVisible();
  });

  test('adds an address with the keyboard alone', async ({ page }) => {
    await openProfile(page);
    const add = page.getByRole('button', { name: 'Add residential address' });
    await expect(add).toBeVisible();
    await page.locator('body').focus();
    await tabTo(page, add);
    await page.keyboard.press('Enter');

    const form = page.getByRole('form', { name: 'Add residential address details' });
    await expect(form).toBeVisible();
    await tabTo(page, field(form, messages.fields.postalCode));
    await page.keyboard.type(woodlands.postalCode);
    await expect(field(form, messages.fields.street)).toHaveValue(woodlands.street);
    await tabTo(page, field(form, messages.fields.level));
    await page.keyboard.type('11');
    await page.keyboard.press('Tab');
    await page.keyboard.type('23');
    await tabTo(page, form.getByRole('button', { name: messages.labels.save }));
    await page.keyboard.press('Space');
    await expectToast(page, messages.success.addressCreated);
    await expect(page.getByRole('heading', { name: messages.address.titles.residential })).toBeVisible();
    await expect(page.getByText(/#11-23/)).toBeVisible();
  });
});
