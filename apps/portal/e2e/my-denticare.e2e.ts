import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMessage, messages, myDenticarePageMessages as text } from '@careportal/domain';
import { DEMO, choose, expectAccessible, pickSlot, saveSignedInState, sessionFile } from './support';

const SCALING = 'Dental Scaling and Polishing';

/** The radio group named `name`. */
function group(page: Page, name: string): Locator {
  return page.getByRole('radiogroup', { name, exact: true });
}

/**
 * Chooses, in the calendar, the `which` free day of the month it opens on (the first with a free time) and the `which`
 * time of that day (the dentist stays 'No preference'); returns the day's date (dd/MM/yyyy) and the time (hh:mm A).
 */
async function chooseSlot(page: Page, which: 'first' | 'last'): Promise<{ date: string; time: string }> {
  await expect(
    group(page, text.dentistLabel).getByRole('radio', { name: messages.denticare.defaultDentist }),
  ).toBeChecked();
  const { day, time } = await pickSlot(page.getByRole('main'), { day: which, time: which });
  return { date: day.split(', ')[1]?.trim() ?? '', time };
}

test.describe('My dental appointments, signed in as Tan Ah Kow', () => {
  const state = sessionFile('my-denticare-ahkow');
  test.beforeAll(async ({ browser }) => {
    await saveSignedInState(browser, DEMO.ahKow, state);
  });
  test.use({ storageState: state });

  test('book a scaling appointment, reschedule it, then cancel it', async ({ page }) => {
    // Three journeys in one, each checked for accessibility: more than the default minute on a 2-core machine.
    test.setTimeout(180_000);
    await page.goto('/my-denticare/schedule');
    await expect(page.getByRole('heading', { level: 1, name: 'My dental appointments' })).toBeVisible();

    // The first visit sets up the Denticare record from the profile.
    const register = page.getByRole('button', { name: text.registerButton });
    const book = page.getByRole('heading', { level: 2, name: text.bookTitle });
    await expect(register.or(book)).toBeVisible();
    if (await register.isVisible()) {
      await expectAccessible(page);
      await register.click();
      await expect(page.getByText(messages.success.denticareClientCreated)).toBeVisible();
    }
    await expect(book).toBeVisible();

    // Book: the service, the first clinic, 'No preference', then a day in the calendar and a time.
    await choose(group(page, text.serviceLabel).getByRole('radio', { name: SCALING }));
    await choose(group(page, text.centreLabel).getByRole('radio').first());
    const booked = await chooseSlot(page, 'first');
    await expectAccessible(page);
    await page.getByRole('button', { name: text.bookButton }).click();
    await expect(page.getByText(messages.success.appointmentBooked)).toBeVisible();
    const upcoming = page.getByRole('tabpanel', { name: text.tabs.upcoming });
    const reschedule = upcoming.getByRole('link', { name: formatMessage(text.rescheduleNamed, booked) });
    await expect(reschedule).toBeVisible();

    // Reschedule it to another day and time at the same clinic.
    await reschedule.click();
    await expect(page).toHaveURL(/\/my-denticare\/reschedule\?id=/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Reschedule dental appointment' }),
    ).toBeVisible();
    await expect(page.getByText(booked.date)).toBeVisible();
    const moved = await chooseSlot(page, 'last');
    expect(moved).not.toEqual(booked);
    await expectAccessible(page);
    await page.getByRole('button', { name: text.confirmNewTime }).click();
    await expect(page.getByText(messages.success.appointmentRescheduled)).toBeVisible();
    await expect(page).toHaveURL(/\/my-denticare\/schedule$/);
    await expect(
      upcoming.getByRole('link', { name: formatMessage(text.rescheduleNamed, moved) }),
    ).toBeVisible();
    await expect(
      upcoming.getByRole('link', { name: formatMessage(text.rescheduleNamed, booked) }),
    ).toHaveCount(0);

    // Cancel it: asked first, then it moves to Cancelled.
    await upcoming.getByRole('button', { name: formatMessage(text.cancelNamed, moved) }).click();
    const dialog = page.getByRole('alertdialog', { name: text.cancelDialogTitle });
    await expect(dialog).toContainText(moved.date);
    await dialog.getByRole('button', { name: text.cancelConfirm }).click();
    await expect(page.getByText(messages.success.appointmentCancelled)).toBeVisible();
    await expect(upcoming.getByRole('button', { name: formatMessage(text.cancelNamed, moved) })).toHaveCount(
      0,
    );
    await page.getByRole('tab', { name: text.tabs.cancelled }).click();
    const cancelled = page.getByRole('tabpanel', { name: text.tabs.cancelled });
    await expect(cancelled.getByText(moved.date).first()).toBeVisible();
    await expectAccessible(page);
  });
});
