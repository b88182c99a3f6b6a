import { expect, test, type Page } from '@playwright/test';
import { checkInMessages as text } from '@careportal/domain';
import { expectAccessible } from './support';

/**
 * Volunteer check-in and check-out (issue 17) against the real API and the seeded activity "Round-the-clock
 * companions" at Bedok (docs/demo.md, "Volunteer check-in and check-out"): a volunteer by keyboard alone,
 * and an organisation that gets its PIN wrong once. The PGlite of a browser run is fresh, so nobody has checked in yet today.
 */

/**
 * "Round-the-clock companions": its hours are the whole day (00:00 to 24:00), so this file, on the real clock,
 * checks in at any hour; check-in is open only within an activity's hours (domain volunteerHoursRefusal), which
 * journeys.e2e.ts shows with the other demo activities.
 */
const ACTIVITY = '_GlBgfvpj65FPcacN0z9MMr2';

/** Muhammad Faris gives his FIN and the last 4 digits of his mobile by keyboard, and presses Enter. */
async function identifyByKeyboard(page: Page) {
  await page
    .getByRole('main')
    .getByRole('textbox', { name: /NRIC \/ FIN/ })
    .focus();
  await page.keyboard.type('T0312345B');
  await page.keyboard.press('Tab');
  await page.keyboard.type('5678');
  await page.keyboard.press('Enter');
}

test('a volunteer checks in, comes back to check out, is asked first, by keyboard, and never sees their full NRIC', async ({
  page,
}) => {
  await page.goto(`/check-in-check-out/individual/${ACTIVITY}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Volunteer check-in' })).toBeVisible();
  await expect(main.getByText('Round-the-clock companions')).toBeVisible();
  await expectAccessible(page);

  await identifyByKeyboard(page);

  await expect(main.getByRole('heading', { name: text.toCheckInTitle })).toBeFocused();
  await expect(main.getByText('*****345B')).toBeVisible();
  await expect(page.getByText('T0312345B')).toHaveCount(0);
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(main.getByRole('button', { name: text.checkIn })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(main.getByRole('heading', { name: text.checkedInTitle })).toBeFocused();
  await expect(main.getByText(text.checkedInBody)).toBeVisible();
  await expectAccessible(page);

  // Coming back to the link when she leaves: the same details land on the check-out step, which says so.
  await page.reload();
  await identifyByKeyboard(page);
  await expect(main.getByRole('heading', { name: text.toCheckOutTitle })).toBeFocused();
  await expect(main.getByText(text.toCheckOutBody)).toBeVisible();
  await expect(main.getByText(text.checkedInBody)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(main.getByRole('button', { name: text.checkOut })).toBeFocused();

  // Check-out cannot be undone that day: it asks first, starting on "Not yet", which changes nothing.
  await page.keyboard.press('Enter');
  const ask = page.getByRole('alertdialog', { name: text.checkOutConfirmTitle });
  await expect(ask).toBeVisible();
  await expect(ask.getByRole('button', { name: text.checkOutNotYet })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(ask).toHaveCount(0);
  await expect(main.getByRole('heading', { name: text.toCheckOutTitle })).toBeVisible();
  await expect(main.getByRole('button', { name: text.checkOut })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask.getByRole('button', { name: text.checkOutNotYet })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: text.checkOutConfirm })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(main.getByRole('heading', { name: text.checkOutSuccessTitle })).toBeFocused();
  await expect(main.getByText(text.checkOutSuccessBody)).toBeVisible();
  await expectAccessible(page);

  // Opening the link again later: the same details land on "checked out", not on a second check-in.
  await page.reload();
  await main.getByRole('textbox', { name: /NRIC \/ FIN/ }).fill('t0312345b');
  await main.getByRole('textbox', { name: new RegExp(text.lastFour) }).fill('5678');
  await main.getByRole('button', { name: text.continue }).click();
  await expect(main.getByRole('heading', { name: text.checkOutSuccessTitle })).toBeVisible();
});

test('an organisation gets its PIN wrong, tries again, and checks its group in and out', async ({ page }) => {
  await page.goto(`/check-in-check-out/org/${ACTIVITY}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Organisation check-in' })).toBeVisible();
  await main.getByRole('textbox', { name: /Organisation code/ }).fill('hope24');
  await main.getByLabel(/^PIN/).fill('1111');
  await main.getByRole('button', { name: text.continue }).click();
  await expect(main.getByRole('alert')).toHaveText(text.orgNotMatched);
  await expectAccessible(page);

  await main.getByLabel(/^PIN/).fill('5432');
  await main.getByRole('button', { name: text.continue }).click();
  await expect(main.getByRole('heading', { name: text.toCheckInTitle })).toBeVisible();
  await main.getByRole('textbox', { name: new RegExp(text.headcount) }).fill('12');
  await main.getByRole('button', { name: text.checkIn }).click();
  await expect(main.getByRole('heading', { name: text.checkedInTitle })).toBeVisible();
  await expect(main.getByText('Hope Youth Volunteers')).toBeVisible();
  await main.getByRole('button', { name: text.checkOut }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: text.checkOutConfirm }).click();
  await expect(main.getByRole('heading', { name: text.checkOutSuccessTitle })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown link says so on the page', async ({ page }) => {
  await page.goto('/check-in-check-out/individual/AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('main').getByText(text.linkNotValidTitle)).toBeVisible();
  await expect(page).toHaveURL(/\/check-in-check-out\/individual\/AAAA/);
  await expectAccessible(page);
});
