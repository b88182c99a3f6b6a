/** What the health journeys share: signing in as the account whose medical history is stale. */
import { expect, type Page } from '@playwright/test';
import { healthPageMessages, messages } from '@careportal/domain';
import { identityUrl, type DemoAccount } from './support';

/** The dialog on My Services. */
export function medicalHistoryDialog(page: Page) {
  return page.getByRole('alertdialog', { name: messages.health.medicalHistoryStale });
}

/**
 * Signs in through the provider's page as `signIn` does, for an account whose medical history is stale: back on
 * My Services the dialog 'Your Medical History is more than 1 year' asks first, with "Update now" and "Later".
 */
export async function signInToPrompt(page: Page, account: DemoAccount) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: messages.labels.login }).click();
  await page.waitForURL((url) => url.href.startsWith(identityUrl));
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.href.startsWith(identityUrl));
  const dialog = medicalHistoryDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: healthPageMessages.prompt.updateNow })).toBeVisible();
  await expect(dialog.getByRole('button', { name: healthPageMessages.prompt.later })).toBeFocused();
}

/** Opens My Services and waits until it has read the medical history, so that the dialog has had its chance. */
export async function openMyServicesAndReadHistory(page: Page) {
  const read = page.waitForResponse(
    (response) =>
      response.url().includes('/profile/medical-history') && response.request().method() === 'GET',
  );
  await page.goto('/');
  await read;
  await expect(page.getByRole('banner')).toBeVisible();
}
