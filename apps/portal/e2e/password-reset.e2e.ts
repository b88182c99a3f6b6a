import { expect, test, type Page } from '@playwright/test';
import { helpEntry, messages } from '@careportal/domain';
import { DEMO, expectAccessible, identityUrl } from './support';

/**
 * "Forgot your password?" as the FAQ tells it (common questions, "How do I reset my password?"): from the sign-in
 * page, the email address, the 6-digit one-time password from the mail (read in the sign-in provider's sandbox
 * outbox), a new password, and back to sign in with it.
 */

const rachel = DEMO.rachel;
const NEW_PASSWORD = 'Teh-C siew dai 2027';

test.describe.configure({ timeout: 150_000 });

/** The latest one-time password the sandbox outbox holds for `email`. */
async function latestCode(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(`${identityUrl}/dev/outbox`);
    const mail = outbox
      .getByRole('listitem')
      .filter({ hasText: `To ${email}` })
      .first();
    const text = await mail.innerText();
    const code = /reset your careportal password is (\d{6})\./.exec(text)?.[1];
    if (code === undefined) throw new Error(`No one-time password for ${email} in the outbox`);
    return code;
  } finally {
    await outbox.close();
  }
}

/** From the portal's Login to the sign-in page, then "Forgot your password?" to the page that takes the code. */
async function askForCode(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: messages.labels.login }).click();
  await page.waitForURL((url) => url.href.startsWith(identityUrl));
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeFocused();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a one-time password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('we have sent a 6-digit one-time password');
  await expect(page.getByLabel('One-time password')).toBeFocused();
}

async function chooseNewPassword(page: Page, code: string, password: string) {
  await page.getByLabel('One-time password').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Type the new password again').fill(password);
  await page.getByRole('button', { name: 'Change my password' }).click();
}

async function signInWith(page: Page, password: string) {
  await page.getByLabel('Email address').fill(rachel.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a customer who forgot her password sets a new one with the one-time password from her email, and signs in with it', async ({
  page,
  browser,
}) => {
  // The FAQ says what the pages do.
  expect(helpEntry('common-questions', 'reset-password')?.entry.answer.join(' ')).toContain(
    'The one-time password is 6 digits.',
  );

  await askForCode(page, rachel.email);
  await expectAccessible(page);
  const code = await latestCode(page, rachel.email);

  // A wrong code is said next to its field, which takes the cursor again.
  await chooseNewPassword(page, code === '000000' ? '111111' : '000000', NEW_PASSWORD);
  const codeField = page.getByLabel('One-time password');
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAccessibleDescription(/This one-time password is not right\./);
  await expectAccessible(page);

  await chooseNewPassword(page, code, NEW_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. Sign in with your email address and new password.',
  );
  await expectAccessible(page);

  // The old password no longer signs in; the new one does.
  await signInWith(page, rachel.password);
  await expect(page.getByRole('alert')).toContainText('The email address or password is not right.');
  await signInWith(page, NEW_PASSWORD);
  await page.waitForURL((url) => !url.href.startsWith(identityUrl));
  await expect(page.getByRole('banner')).toContainText(rachel.name);

  // Put the demo password back for the suites that sign in as her, the same way, in a browser of its own.
  const other = await browser.newContext({ storageState: undefined });
  try {
    const again = await other.newPage();
    await askForCode(again, rachel.email);
    await chooseNewPassword(again, await latestCode(again, rachel.email), rachel.password);
    await expect(again.getByRole('status')).toContainText('Your password has been changed.');
  } finally {
    await other.close();
  }
});
