import { expect, test } from '@playwright/test';
import { messages, publicLinkMessages } from '@careportal/domain';
import { copy } from '../src/copy';
import { expectAccessible } from './support';

/**
 * Issue 17's public links against the real API and the demo seed, as a person who never signs in opens them from
 * an SMS: confirm one appointment reminder and decline another (the answer stays after a reload), see an expired
 * one; view an unpaid invoice, download its PDF and show its PayNow QR; see the already-paid and expired screens.
 */

/** The demo links of the seed (apps/api/src/db/seed-data.ts DEMO_PUBLIC_LINKS, listed in docs/demo.md). */
const DEMO_PUBLIC_LINKS = {
  reminderPending: 'dEm0ApptPend1ngC0nf1rmXq7Lw2Rz9Kt',
  reminderPendingSecond: 'dEm0ApptPend1ngDecl1neNb4Vs8Hj3Yp',
  reminderExpired: 'dEm0ApptExp1redPa55edMc6Gf1Tw5Ua',
  invoiceUnpaid: 'dEm0InvUnpa1dPayN0wQr8Zk3Ld7Xe2Sb',
  invoicePaid: 'dEm0InvPa1dAlreadyS002Jh5Cq9Wn4Fv',
  invoiceExpired: 'dEm0InvExp1redS004Ry2Gm6Pt8Da1Kx',
} as const;

const r = publicLinkMessages.reminder;
const inv = publicLinkMessages.invoice;

test('confirms one appointment reminder, then declines another', async ({ page }) => {
  await page.goto(`/appt/${DEMO_PUBLIC_LINKS.reminderPending}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: copy.titles.appointmentReminder })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(copy.titles.appointmentReminder));
  // The public layout: the logo bar and the footer, no cart.
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveCount(0);
  await expect(main.getByText(/^\*{5}\d{3}[A-Z]$/)).toBeVisible();
  await expect(main.getByText('Goh Boon Huat')).toBeVisible();
  await expectAccessible(page);
  // By keyboard: Tab to 'Yes, I will attend' and press Enter.
  const confirm = main.getByRole('button', { name: r.confirm });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(main.getByText(r.confirmedTitle)).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(main.getByText(r.confirmedTitle)).toBeVisible();

  await page.goto(`/appt/${DEMO_PUBLIC_LINKS.reminderPendingSecond}`);
  await main.getByRole('button', { name: r.decline }).click();
  await expect(main.getByText(r.declinedTitle)).toBeVisible();
  await expect(main.getByRole('button', { name: r.changeToConfirm })).toBeVisible();
  await page.reload();
  await expect(main.getByText(r.declinedTitle)).toBeVisible();
});

test('an expired reminder says so and takes no answer; an unknown one is not found', async ({ page }) => {
  await page.goto(`/appt/${DEMO_PUBLIC_LINKS.reminderExpired}`);
  const main = page.getByRole('main');
  await expect(main.getByText(r.expiredTitle)).toBeVisible();
  await expect(main.getByRole('button', { name: r.confirm })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto('/appt/Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp');
  await expect(page).toHaveURL(/\/appt\/page-not-found$/);
  await expect(main.getByRole('heading', { level: 1, name: messages.generic.notFoundTitle })).toBeVisible();
});

test('views an unpaid invoice, downloads its PDF and shows its PayNow QR', async ({ page }) => {
  await page.goto(`/inv/${DEMO_PUBLIC_LINKS.invoiceUnpaid}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: copy.titles.eInvoice })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(copy.titles.eInvoice));
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Cart' })).toHaveCount(0);
  await expect(main.getByText(/^INV-\d+$/)).toBeVisible();
  await expect(main.getByText(/^\*{5}\d{3}[A-Z]$/)).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main.getByRole('button', { name: inv.download }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d+\.pdf$/);
  await main.getByRole('button', { name: inv.showQr }).click();
  await expect(main.getByRole('img', { name: /PayNow/ })).toBeVisible();
  await expect(main.getByText(/NH\d+/).first()).toBeVisible();
  await expectAccessible(page);
});

test('shows the already-paid (E-INV-S002) and expired (E-INV-S004) screens', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto(`/inv/${DEMO_PUBLIC_LINKS.invoicePaid}`);
  await expect(main.getByText(inv.alreadyPaidTitle)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/inv/${DEMO_PUBLIC_LINKS.invoicePaid}$`));
  await expectAccessible(page);
  await page.goto(`/inv/${DEMO_PUBLIC_LINKS.invoiceExpired}`);
  await expect(main.getByText(inv.expiredTitle)).toBeVisible();
  await expect(main.getByRole('button', { name: inv.download })).toHaveCount(0);
  await expectAccessible(page);
});
