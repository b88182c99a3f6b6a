import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import {
  bookingPageMessages,
  formatMessage,
  messages,
  myServicesPageMessages as text,
} from '@careportal/domain';
import { readFile } from 'node:fs/promises';
import { DEMO, choose, expectAccessible, pickSlot, saveSignedInState, sessionFile } from './support';

/** The demo data's grace period for Circuit Training (the category's default, 2 working days). */
const GRACE = { graceWorkingDays: 2 };
const graceOver = formatMessage(messages.booking.sessionGraceOver, GRACE);
const forfeitWarning = formatMessage(messages.booking.forfeitWarning, GRACE);
/** 'Reasons*': the field's label, its asterisk drawn as the required mark. */
const REASONS = /^Reasons/;
const freeCancellationStart = messages.booking.freeCancellation.split('{deadline}')[0] ?? '';

/**
 * Opens a tab of a service's session or appointment tabs (named after the programme, e.g. 'Sessions of
 * Circuit Training') and returns its panel.
 */
async function openTab(page: Page, tabs: string, tab: string): Promise<Locator> {
  const list = page.getByRole('tablist', { name: tabs });
  await list.getByRole('tab', { name: tab, exact: true }).click();
  await expect(list.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  return list.locator('..').getByRole('tabpanel');
}

/** The text of a downloaded calendar file. */
async function calendarText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

test.describe('My Services, signed in as Tan Ah Kow', () => {
  const state = sessionFile('my-services-ahkow');
  test.beforeAll(async ({ browser }) => {
    await saveSignedInState(browser, DEMO.ahKow, state);
  });
  test.use({ storageState: state });

  test('cancel a session outside the grace period, then one inside it, and see it under Forfeited', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myServices })).toBeVisible();
    const upcoming = await openTab(page, 'Sessions of Circuit Training', 'Upcoming');
    await expectAccessible(page);

    // The session more than 2 working days away: free to cancel, and the page says until when first. (A session
    // that began since the demo data was seeded is listed too, with nothing left to change: it is not this one.)
    const outside = upcoming
      .getByRole('listitem')
      .filter({ hasNotText: graceOver })
      .filter({ has: page.getByRole('link', { name: /^Cancel / }) })
      .first();
    await outside.getByRole('link', { name: /^Cancel / }).click();
    await expect(page).toHaveURL(/\/session-cancel\?/);
    await expect(page.getByText(freeCancellationStart)).toBeVisible();
    await expect(page.getByText(forfeitWarning)).toHaveCount(0);
    await page.getByRole('textbox', { name: REASONS }).fill('Going to a wedding');
    await page.getByRole('button', { name: text.confirmCancelSession }).click();
    await expect(page.getByText(messages.booking.sessionCancelled)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myServices })).toBeVisible();
    const cancelled = await openTab(page, 'Sessions of Circuit Training', 'Cancelled');
    await expect(cancelled.getByText('Going to a wedding')).toBeVisible();

    // The one inside the grace period: it can no longer be moved, and cancelling it is stated as a forfeit.
    const upcomingAgain = await openTab(page, 'Sessions of Circuit Training', 'Upcoming');
    const inside = upcomingAgain.getByRole('listitem').filter({ hasText: graceOver }).first();
    await expect(inside.getByRole('button', { name: /^Reschedule / })).toBeDisabled();
    await inside.getByRole('link', { name: /^Cancel / }).click();
    await expect(page.getByText(forfeitWarning)).toBeVisible();
    // Without a reason it is not sent, and the field says why.
    await page.getByRole('button', { name: text.confirmForfeitSession }).click();
    const reason = page.getByRole('textbox', { name: REASONS });
    await expect(page.getByText(messages.validation.cancellationReasonRequired)).toBeVisible();
    await expect(reason).toBeFocused();
    await expectAccessible(page);
    await reason.fill('Feeling unwell');
    await page.getByRole('button', { name: text.confirmForfeitSession }).click();
    await expect(page.getByText(messages.booking.sessionForfeited)).toBeVisible();
    const forfeited = await openTab(page, 'Sessions of Circuit Training', 'Forfeited');
    await expect(forfeited.getByText('Feeling unwell')).toBeVisible();
    await expect(forfeited.getByText(text.sessionForfeited).first()).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('My Services, signed in as Siti', () => {
  const state = sessionFile('my-services-siti');
  test.beforeAll(async ({ browser }) => {
    await saveSignedInState(browser, DEMO.siti, state);
  });
  test.use({ storageState: state });

  test('reschedule a pre-assessment, and the calendar file follows it', async ({ page }) => {
    await page.goto('/');
    const upcoming = await openTab(page, 'Appointments of Circuit Training', 'Upcoming');
    const appointment = upcoming
      .getByRole('listitem')
      .filter({ hasText: messages.labels.preAssessment })
      .first();
    const oldDetails = await appointment.innerText();

    const firstFile = page.waitForEvent('download');
    await appointment.getByRole('button', { name: /^Add to calendar/ }).click();
    const first = await calendarText(await firstFile);
    expect(first).toContain('BEGIN:VEVENT');
    expect(first).toContain('TZID=Asia/Singapore');
    const uid = /UID:(.+)/.exec(first)?.[1]?.trim();
    expect(uid).toBeTruthy();

    await appointment.getByRole('link', { name: /^Reschedule / }).click();
    await expect(page).toHaveURL(/\/appointment-reschedule\?/);
    await expect(page.getByRole('heading', { name: text.chooseNewTime })).toBeVisible();
    await expectAccessible(page);
    // A time on a later day than the booked one: the calendar's last free day.
    await pickSlot(page.getByRole('main'), { day: 'last' });
    await page.getByRole('button', { name: text.confirmNewTime }).click();
    await expect(page.getByText(messages.success.appointmentRescheduled)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myServices })).toBeVisible();

    const moved = (await openTab(page, 'Appointments of Circuit Training', 'Upcoming'))
      .getByRole('listitem')
      .filter({ hasText: messages.labels.preAssessment })
      .first();
    await expect.poll(() => moved.innerText()).not.toBe(oldDetails);
    const secondFile = page.waitForEvent('download');
    await moved.getByRole('button', { name: /^Add to calendar/ }).click();
    const second = await calendarText(await secondFile);
    expect(second).toContain(`UID:${uid ?? ''}`);
    expect(second).toMatch(/SEQUENCE:1\b/);
  });

  test('enrol in an intake', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('link', {
        name: formatMessage(text.chooseIntakeNamed, { product: 'Functional Strength Training' }),
      })
      .first()
      .click();
    await expect(page).toHaveURL(/\/book-preclass-intake\?/);
    await expect(page.getByRole('heading', { name: bookingPageMessages.intake.title })).toBeVisible();
    const runs = page.getByRole('radiogroup', { name: /^Intakes at / });
    await choose(
      runs
        .getByRole('radio')
        .filter({ hasNot: page.locator('[disabled]') })
        .first(),
    );
    await expectAccessible(page);
    await page.getByRole('button', { name: bookingPageMessages.intake.enrol }).click();
    await expect(page.getByText(messages.success.intakeEnrolled)).toBeVisible();
    // Once its dates are confirmed, My Services shows them as intake appointments.
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myServices })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByRole('link', {
        name: formatMessage(text.chooseIntakeNamed, { product: 'Functional Strength Training' }),
      }),
    ).toHaveCount(0);
  });
});
