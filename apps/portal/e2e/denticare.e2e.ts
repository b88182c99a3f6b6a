import { expect, test, type Page } from '@playwright/test';
import { denticarePageMessages, messages } from '@careportal/domain';
import { copy } from '../src/copy';
import { apiUrl, cancellationLink, expectAccessible, pickSlot } from './support';

/**
 * The public Denticare booking (issue 16) against the real API: book anonymously and cancel from the link the
 * confirmation sent (read from the sandbox outbox), come back in the same tab and find the appointment, and two
 * browsers racing for one slot, where exactly one wins and the other is told and offered the next free times.
 */

const text = denticarePageMessages;
const NRIC = 'S1234567D';

/** The step 1 choice labelled `label` (Clinic, Dentist): a group of radio buttons. */
function choiceGroup(page: Page, label: string) {
  return page.getByRole('main').getByRole('radiogroup', { name: new RegExp(`^${label}`) });
}

/** Picks an entry of the choice labelled `label`: the first, the last or the one at `at`; returns its name. */
async function pick(page: Page, label: string, at: 'first' | 'last' | number = 'first'): Promise<string> {
  const radios = choiceGroup(page, label).getByRole('radio');
  const radio = at === 'first' ? radios.first() : at === 'last' ? radios.last() : radios.nth(at);
  const choice = radio.locator('xpath=ancestor::label[1]');
  const name = (await choice.textContent()) ?? '';
  await choice.click();
  await expect(radio).toBeChecked();
  return name.trim();
}

/**
 * Step 1: the first clinic, 'No preference' (or its first dentist by name), then in the calendar the first free day
 * of the first month (or of the last month, whose days are weeks away and keep free times after this booking and
 * the other tests'), and its first time; returns what was chosen.
 */
async function chooseFirstSlot(
  page: Page,
  { month = 'first', dentist = 'any' }: { month?: 'first' | 'last'; dentist?: 'any' | 'first' } = {},
): Promise<{ centre: string; day: string; time: string }> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: text.steps.step1 })).toBeVisible();
  const centre = await pick(page, text.slot.centre);
  await expect(
    choiceGroup(page, text.slot.dentist).getByRole('radio', { name: 'No preference' }),
  ).toBeChecked();
  // 'No preference' comes first, then the clinic's dentists.
  if (dentist === 'first') await pick(page, text.slot.dentist, 1);
  const { day, time } = await pickSlot(main, { month });
  return { centre, day, time };
}

async function fillDetails(page: Page, email: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: text.steps.step2 })).toBeVisible();
  await main.getByRole('textbox', { name: /^Full name/ }).fill('Tan Ah Kow');
  await main.getByRole('textbox', { name: /^ID number/ }).fill(NRIC);
  await main.getByRole('textbox', { name: /^Email address/ }).fill(email);
  await main.getByRole('textbox', { name: /^Mobile number/ }).fill('91234567');
  await main.getByRole('button', { name: text.next, exact: true }).click();
}

/** The whole booking in one tab, from /denticare; returns the slot booked. */
async function book(page: Page, email: string, month: 'first' | 'last' = 'first') {
  await page.goto('/denticare');
  await page.getByRole('link', { name: text.landing.book }).click();
  const slot = await chooseFirstSlot(page, { month });
  await page.getByRole('main').getByRole('button', { name: text.next, exact: true }).click();
  await fillDetails(page, email);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: text.steps.step3 })).toBeVisible();
  await expect(main.getByText('*****567D')).toBeVisible();
  await expect(main).not.toContainText(NRIC);
  await main.getByRole('button', { name: text.review.confirm }).click();
  await expect(page).toHaveURL(/\/denticare\/confirm-order$/);
  await expect(main.getByText(text.confirmed.sent)).toBeVisible();
  return slot;
}

test('a visitor books a dental appointment without signing in, then cancels it from the link sent', async ({
  page,
}) => {
  const email = `denticare-link-${String(Date.now())}@example.com`;
  const events: string[] = [];
  page.on('request', (request) => {
    // The steps' analytics go to our own API's events endpoint.
    if (request.url() === `${apiUrl}/public/v1/events`) events.push(request.postData() ?? '');
  });
  const slot = await book(page, email);
  expect(events.map((body) => (JSON.parse(body) as { step: string }).step)).toEqual([
    'step1',
    'step2',
    'step3',
  ]);
  await expectAccessible(page);

  const link = await cancellationLink(page, email);
  await page.goto(new URL(link).pathname);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: copy.titles.denticareAppointment })).toBeVisible();
  await expect(main.getByText('*****567D')).toBeVisible();
  await expect(main).toContainText(slot.time);
  await main.getByRole('button', { name: text.cancel.confirm }).click();
  await expect(main.getByText(messages.denticare.cancellationSuccess)).toBeVisible();
  await expectAccessible(page);

  // The link again: the appointment is cancelled, nothing left to cancel.
  await page.reload();
  await expect(main.getByText(text.cancel.alreadyCancelled)).toBeVisible();
});

test('a visitor who comes back in the same tab finds the appointment booked, with its clinic, day and time', async ({
  page,
}) => {
  const email = `denticare-back-${String(Date.now())}@example.com`;
  // A day weeks ahead: the first free day may have had only this one time left, and so not be offered again.
  const slot = await book(page, email, 'last');
  await page.goto('/denticare');
  const main = page.getByRole('main');
  await expect(main.getByText(text.landing.existingTitle)).toBeVisible();
  await page.goto('/denticare/book-appointment');
  await expect(page).toHaveURL(/\/denticare\/existing-appointment-found$/);
  await expect(main.getByText(slot.centre)).toBeVisible();
  await expect(main.getByText(slot.day)).toBeVisible();
  await expect(main).toContainText(slot.time);
  await expectAccessible(page);

  // Change the time: the clinic, dentist, month and day are chosen again.
  await main.getByRole('button', { name: text.existing.change }).click();
  await expect(choiceGroup(page, text.slot.centre).getByRole('radio', { name: slot.centre })).toBeChecked();
  await expect(main.getByRole('heading', { name: `Free times on ${slot.day}` })).toBeVisible();
});

test('two browsers race for one time: exactly one holds it, the other is told and offered the next free times', async ({
  browser,
}) => {
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const pages = await Promise.all(contexts.map((context) => context.newPage()));
  try {
    for (const page of pages) await page.goto('/denticare/book-appointment');
    const slots = [];
    // One dentist's time: with 'No preference', two dentists free at the first time would give each browser one.
    for (const page of pages) slots.push(await chooseFirstSlot(page, { dentist: 'first' }));
    expect(slots[0]).toEqual(slots[1]);

    await Promise.all(
      pages.map((page) =>
        page.getByRole('main').getByRole('button', { name: text.next, exact: true }).click(),
      ),
    );
    const outcome = async (page: Page) => {
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { name: text.steps.step2 }).or(main.getByText(text.holdOn.title)),
      ).toBeVisible();
      return (await main.getByText(text.holdOn.title).count()) > 0 ? 'told' : 'won';
    };
    const outcomes = await Promise.all(pages.map(outcome));
    expect([...outcomes].sort()).toEqual(['told', 'won']);

    const loser = pages.find((_, index) => outcomes[index] === 'told');
    if (loser === undefined) throw new Error('No browser was told the time was taken.');
    const main = loser.getByRole('main');
    await expect(loser).toHaveURL(/\/denticare\/hold-on$/);
    await expect(main).toContainText('a moment before you');
    const offers = main.getByRole('button', { name: /^Book / });
    expect(await offers.count()).toBeGreaterThan(0);
    await expectAccessible(loser);
    // One press holds the next free time and goes on to the details.
    await offers.first().click();
    await expect(main.getByRole('heading', { name: text.steps.step2 })).toBeVisible();
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
