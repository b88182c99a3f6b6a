import { expect, test } from '@playwright/test';
import { formatMessage, messages, showcasePageMessages } from '@careportal/domain';
import { copy } from '../src/copy';
import { DEMO, expectAccessible, seedId, signIn, tabTo } from './support';

/**
 * The public programme showcases (issue 17) against the real API and the seeded demo data: a visitor follows
 * the home page's link to Gym Tonic, reads it, and browses Circuit Training's map by keyboard (every marker a
 * labelled button, the locations listed by region); the seed's ServiceType/{id} moves to the readable path.
 */

const text = showcasePageMessages;

test('a visitor opens Gym Tonic from the home page and reads it', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link', {
    name: formatMessage(copy.home.programmeLink, { name: 'Gym Tonic' }),
  });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/programmes\/gym-tonic$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Gym Tonic' })).toBeVisible();
  for (const figure of ['70%', '76%', '88%'])
    await expect(main.getByText(figure, { exact: true })).toBeVisible();
  await expect(main.getByText(/183 participants/)).toHaveCount(3);
  await expect(main.getByRole('heading', { name: text.nextRunsTitle })).toBeVisible();
  await expect(main.getByText(text.trainingDays).first()).toBeVisible();
  await expectAccessible(page);
});

test('"Register for this programme" opens the wizard with the programme chosen', async ({ page }) => {
  await signIn(page, DEMO.ahKow);
  await page.goto('/programmes/gym-tonic');
  await page.getByRole('link', { name: text.register }).click();
  await expect(page).toHaveURL(/\/register-service$/);
  // Exact: the programme's centres ("Active Ageing Hub (Kampung Admiralty)") are radios on the same step.
  await expect(page.getByRole('radio', { name: 'Active Ageing', exact: true })).toBeChecked();
  await expect(page.getByRole('button', { name: / Programme$/ })).toContainText('Gym Tonic');
  await expect(
    page.getByRole('heading', { level: 2, name: messages.registration.steps.serviceSelection }),
  ).toBeVisible();
});

test('Circuit Training: the map and its list of locations work by keyboard', async ({ page }) => {
  await page.goto('/programmes/circuit-training');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Circuit Training' })).toBeVisible();
  const map = main.getByRole('group', { name: formatMessage(text.mapLabel, { name: 'Circuit Training' }) });
  await expect(map.getByRole('button')).toHaveCount(5);
  const list = main.getByRole('group', {
    name: formatMessage(text.locationListLabel, { name: 'Circuit Training' }),
  });
  for (const region of Object.values(text.regions)) {
    await expect(list.getByRole('heading', { level: 3, name: region })).toBeVisible();
  }
  const marker = map.getByRole('button').first();
  await tabTo(page, marker);
  await page.keyboard.press('Enter');
  await expect(marker).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(map.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(list.getByText(/^Blk \S+ .+, Singapore \d{6}$/).first()).toBeVisible();
  await expectAccessible(page);
});

test("the seed's ServiceType/{id} moves to the readable path; an unknown programme is not found", async ({
  page,
}) => {
  await page.goto(`/ServiceType/${seedId('showcase', 'functional-strength-training')}`);
  await expect(page).toHaveURL(/\/programmes\/functional-strength-training$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Functional Strength Training' })).toBeVisible();
  for (const figure of ['97%', '96%', '50%'])
    await expect(main.getByText(figure, { exact: true })).toBeVisible();
  await page.goto('/programmes/yoga');
  await expect(page).toHaveURL(/\/page-not-found$/);
});
