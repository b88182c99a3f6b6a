import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  careCalendarPageMessages as text,
  messages,
  myServicesPageMessages as servicesText,
} from '@careportal/domain';
import { DEMO, choose, expectAccessibleInBothThemes, saveSignedInState, sessionFile } from './support';

const MOTHER = 'Lee Siew Kim';
const FATHER = 'Goh Chin Huat';
const CLASH = /starts 15 minutes after Goh Chin Huat's Circuit Training/;

/** Turns a react-aria checkbox or switch off the way a person does, by its label. */
async function clear(control: Locator) {
  await control.locator('xpath=ancestor::label[1]').click();
  await expect(control).not.toBeChecked();
}

/**
 * Goes forward from this week to the week of the demo clash: her mother's pre-assessment is at least 2 days
 * ahead, on the next Monday or Thursday, so this week or the next.
 */
async function openClashWeek(page: Page) {
  for (let weeks = 0; weeks < 3; weeks += 1) {
    await expect(page.getByRole('tab', { name: text.viewWeek })).toBeVisible();
    if (await page.getByText(CLASH).isVisible()) return;
    await page.getByRole('button', { name: text.nextWeek }).click();
    await expect(page).toHaveURL(/\?week=/);
  }
  await expect(page.getByText(CLASH)).toBeVisible();
}

test.describe('The care calendar, signed in as Rachel Goh, who cares for both her parents', () => {
  const state = sessionFile('care-calendar-rachel');
  test.beforeAll(async ({ browser }) => {
    await saveSignedInState(browser, DEMO.rachel, state);
  });
  test.use({ storageState: state });

  test('sees the clash in her parents’ week, opens her mother’s pre-assessment to move it, and keeps it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myServices })).toBeVisible();
    const summary = page.getByRole('heading', { level: 2, name: text.summaryTitle });
    await expect(summary).toBeVisible();
    await page.getByRole('link', { name: text.openCalendar }).click();

    await expect(page).toHaveURL(/\/care-calendar$/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await openClashWeek(page);
    await expect(page.getByRole('heading', { name: text.clashesTitleOne })).toBeVisible();
    await expectAccessibleInBothThemes(page);

    // Whose bookings show: without her mother, her bookings and the clash go.
    const people = page.getByRole('group', { name: text.peopleLabel });
    await clear(people.getByRole('checkbox', { name: MOTHER }));
    await expect(page.getByText(CLASH)).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByText(MOTHER)).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByText(FATHER).first()).toBeVisible();
    await choose(people.getByRole('checkbox', { name: MOTHER }));
    await expect(page.getByText(CLASH)).toBeVisible();

    // The list: only booked days, each a heading with its bookings.
    await page.getByRole('tab', { name: text.viewList }).click();
    await expect(page.getByRole('tabpanel').getByText(text.noBookingsDay)).toHaveCount(0);
    await expect(page.getByRole('tabpanel').getByText('Pre-assessment').first()).toBeVisible();
    await expectAccessibleInBothThemes(page);

    // Reschedule the pre-assessment from the clash: it opens as her mother's booking and comes back here.
    const weekHeading = await page.getByRole('heading', { level: 2, name: /^Week of / }).innerText();
    await page.getByRole('button', { name: `Reschedule ${MOTHER}'s Gym Tonic` }).click();
    await expect(page).toHaveURL(/\/appointment-reschedule\?.*for=/);
    await expect(page.getByText(`This booking is for ${MOTHER}.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: servicesText.chooseNewTime })).toBeVisible();
    await expectAccessibleInBothThemes(page);
    // The move itself is journeys.e2e.ts's (after this file in the suite): here she keeps the booking, and comes
    // back to the same week with the clash still there.
    await page.getByRole('link', { name: servicesText.keepBooking }).click();
    await expect(page).toHaveURL(/\/care-calendar\?week=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: weekHeading })).toBeVisible();
    await expect(page.getByText(CLASH)).toBeVisible();

    // Whom the portal acts for is still Rachel: My Services lists her own services until she chooses otherwise.
    await page.goto('/');
    const whose = page.getByRole('radiogroup', { name: servicesText.whoseServices });
    await expect(whose.getByRole('radio', { name: messages.profilePage.actingForYourself })).toBeChecked();
    await expect(page.getByRole('heading', { name: servicesText.noServicesTitle })).toBeVisible();
    // She chooses her mother: her mother's Gym Tonic, and not her father's Circuit Training.
    await choose(whose.getByRole('radio', { name: MOTHER }));
    await expect(page.getByRole('heading', { name: 'Gym Tonic', level: 4 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Circuit Training', level: 4 })).toHaveCount(0);
    await expectAccessibleInBothThemes(page);
    await choose(whose.getByRole('radio', { name: messages.profilePage.actingForYourself }));
    await expect(page.getByRole('heading', { name: servicesText.noServicesTitle })).toBeVisible();
  });

  test('turns on the private calendar feed in My Profile, which serves iCalendar until it is turned off', async ({
    page,
  }) => {
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: text.feedTitle })).toBeVisible();
    const feedSwitch = page.getByRole('switch', { name: text.feedSwitch });
    await expect(feedSwitch).not.toBeChecked();
    await choose(feedSwitch);
    await expect(page.getByText(text.feedOn)).toBeVisible();
    const address = await page.getByRole('textbox', { name: text.feedAddress }).inputValue();
    expect(address).toMatch(/\/public\/v1\/care-calendar\/[\w-]{32}\/calendar\.ics$/);
    await expectAccessibleInBothThemes(page);

    const served = await page.request.get(address);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toContain('text/calendar');
    const ics = await served.text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(FATHER);

    await clear(feedSwitch);
    await expect(page.getByText(text.feedOff)).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.feedAddress })).toHaveCount(0);
    expect((await page.request.get(address)).status()).toBe(404);
  });
});
