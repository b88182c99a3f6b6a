/**
 * The four languages (issue 19) against the real API: a visitor books a Denticare appointment in Malay, chosen from
 * the header, and the confirmation the sandbox outbox holds is in Malay too; another opens an e-invoice in Tamil,
 * the language their device last chose. Each page passes axe in both themes (the default and senior mode).
 */
import { expect, test } from '@playwright/test';
import { loadTranslations, type TranslationTable } from '@careportal/domain';
import { apiUrl, expectAccessibleInBothThemes, pickSlot } from './support';

let malay: TranslationTable;
let tamil: TranslationTable;
test.beforeAll(async () => {
  malay = (await loadTranslations('ms')) ?? {};
  tamil = (await loadTranslations('ta')) ?? {};
});

/** A text of a catalogue in a language, from its table: the test never writes a translation out. */
function said(table: TranslationTable, path: string): string {
  const entry = table[path];
  if (!entry) throw new Error(`No translation of ${path}`);
  return entry.text;
}
const ms = (path: string) => said(malay, path);
const ta = (path: string) => said(tamil, path);

/** A text as a pattern that matches it at the start of an accessible name (a label may be followed by "required"). */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** An ICU template's words before its first placeholder, to find a filled text by. */
const lead = (template: string) => template.split('{')[0]?.trim() ?? template;

interface OutboxMessage {
  channel: string;
  to: string;
  subject?: string | null;
  text: string;
}

test('a visitor books a Denticare appointment in Malay, and is written to in Malay', async ({ page }) => {
  const email = `denticare-malay-${String(Date.now())}@example.com`;
  await page.goto('/denticare');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^Language, English/ }).click();
  await page.getByRole('menuitem', { name: 'Bahasa Melayu' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(banner.getByRole('button', { name: /Bahasa Melayu/ })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(ms('denticarePageMessages.landing.intro'))).toBeVisible();
  await expectAccessibleInBothThemes(page, ms('messages.labels.largerText'));

  await main.getByRole('link', { name: ms('denticarePageMessages.landing.book') }).click();
  await expect(main.getByRole('heading', { name: ms('denticarePageMessages.steps.step1') })).toBeVisible();
  const centres = main.getByRole('radiogroup', { name: startsWith(ms('denticarePageMessages.slot.centre')) });
  const first = centres.getByRole('radio').first();
  await first.locator('xpath=ancestor::label[1]').click();
  await expect(first).toBeChecked();
  // A day in the calendar, then its first time: the picker's words in Malay.
  await pickSlot(main, {
    words: { nextMonth: ms('slotPickerMessages.nextMonth'), timesOn: ms('slotPickerMessages.timesOn') },
  });
  await expectAccessibleInBothThemes(page, ms('messages.labels.largerText'));
  await main.getByRole('button', { name: ms('denticarePageMessages.next'), exact: true }).click();

  await expect(main.getByRole('heading', { name: ms('denticarePageMessages.steps.step2') })).toBeVisible();
  await main
    .getByRole('textbox', { name: startsWith(ms('denticarePageMessages.details.name')) })
    .fill('Siti binte Ahmad');
  await main.getByRole('textbox', { name: startsWith(ms('messages.fields.idNumber')) }).fill('S1234567D');
  await main
    .getByRole('textbox', { name: startsWith(ms('denticarePageMessages.details.email')) })
    .fill(email);
  await main
    .getByRole('textbox', { name: startsWith(ms('denticarePageMessages.details.mobileNumber')) })
    .fill('91234567');
  await main.getByRole('button', { name: ms('denticarePageMessages.next'), exact: true }).click();

  await expect(main.getByRole('heading', { name: ms('denticarePageMessages.steps.step3') })).toBeVisible();
  await expect(main.getByText('*****567D')).toBeVisible();
  await expectAccessibleInBothThemes(page, ms('messages.labels.largerText'));
  await main.getByRole('button', { name: ms('denticarePageMessages.review.confirm') }).click();
  await expect(page).toHaveURL(/\/denticare\/confirm-order$/);
  await expect(main.getByText(ms('denticarePageMessages.confirmed.sent'))).toBeVisible();
  await expectAccessibleInBothThemes(page, ms('messages.labels.largerText'));

  // The confirmation, by email and SMS, in the language the booking was made in.
  await expect(async () => {
    const response = await page.request.get(`${apiUrl}/dev/outbox?format=json`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const mail = messages.find((message) => message.to === email);
    expect(mail?.subject).toBe(ms('messages.denticare.confirmationSubject'));
    expect(mail?.text).toContain(lead(ms('messages.denticare.confirmationText')));
  }).toPass({ timeout: 10_000 });
});

test('an e-invoice opens in Tamil, the language last chosen on the device', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('locale', JSON.stringify({ value: 'ta', expiresAt: null }));
  });
  await page.goto('/inv/dEm0InvUnpa1dPayN0wQr8Zk3Ld7Xe2Sb');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: ta('publicLinkMessages.invoice.download') })).toBeVisible();
  await expect(main.getByText(ta('publicLinkMessages.invoice.total'))).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /தமிழ்/ })).toBeVisible();
  await expectAccessibleInBothThemes(page, ta('messages.labels.largerText'));
  await main.getByRole('button', { name: ta('publicLinkMessages.invoice.showQr') }).click();
  await expect(main.getByRole('img', { name: /PayNow/ })).toBeVisible();
  await expectAccessibleInBothThemes(page, ta('messages.labels.largerText'));
});
