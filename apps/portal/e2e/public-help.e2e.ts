import { expect, test } from '@playwright/test';
import { TERMS, feedbackPageMessages, helpCentreMessages, messages } from '@careportal/domain';
import { copy } from '../src/copy';
import { expectAccessible, tabTo } from './support';

/**
 * The public help pages (issue 17) against the real API: a visitor leaves feedback by keyboard alone, from the
 * footer's Feedback link, and browses and searches the help centre and reads the terms.
 */

const fb = feedbackPageMessages;
const help = helpCentreMessages;

// Each journey visits many pages and checks each with axe; on a busy machine that takes more than a minute.
test.describe.configure({ timeout: 150_000 });

test('a visitor leaves feedback with the keyboard alone', async ({ page }) => {
  await page.goto('/');
  const footerLink = page
    .getByRole('contentinfo')
    .getByRole('link', { name: new RegExp(`^${messages.labels.feedback}`) });
  await expect(footerLink).toHaveAttribute('href', '/feedback');

  await page.goto('/feedback');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: messages.labels.feedback })).toBeVisible();
  await expectAccessible(page);

  // Sending without a rating says what is missing.
  const send = main.getByRole('button', { name: fb.submit });
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(main.getByText(messages.validation.ratingRequired)).toBeVisible();

  // Tab into the rating, arrow to 5, and on through the comment and contact fields.
  const first = main.getByRole('radio', { name: messages.rating.veryDissatisfied });
  await tabTo(page, first);
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
  await expect(main.getByRole('radio', { name: messages.rating.satisfied })).toBeChecked();
  await expect(main.getByText(messages.validation.ratingRequired)).toBeHidden();
  await tabTo(page, main.getByRole('textbox', { name: fb.commentLabel }));
  await page.keyboard.type('The staff at the centre were patient and kind.');
  await tabTo(page, main.getByRole('textbox', { name: fb.nameLabel }));
  await page.keyboard.type('Tan Mei Ling');
  await tabTo(page, main.getByRole('textbox', { name: fb.contactLabel }));
  await page.keyboard.type('mei.ling@example.sg');
  await tabTo(page, send);
  const posted = page.waitForResponse((response) => response.url().endsWith('/public/v1/feedback'));
  await page.keyboard.press('Enter');
  expect((await posted).status()).toBe(201);

  await expect(main.getByRole('heading', { level: 2, name: fb.thanksTitle })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(main.getByRole('button', { name: fb.sendAnother })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('radio', { name: messages.rating.satisfied })).not.toBeChecked();
});

test('a visitor browses and searches the help centre, and reads the terms', async ({ page }) => {
  await page.goto('/faq');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: messages.labels.faq })).toBeVisible();
  await expectAccessible(page);

  // Search by keyboard: every word must be found, in a question or its answer.
  const box = main.getByRole('searchbox', { name: help.searchLabel });
  await tabTo(page, box);
  await page.keyboard.type('one-time password');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/faq\?q=one-time\+password$/);
  await expect(main.getByRole('heading', { name: /answers for “one-time password”/ })).toBeVisible();
  await expect(main.getByRole('link', { name: 'How do I log in?' })).toBeVisible();
  await main.getByRole('link', { name: 'How do I reset my password?' }).click();
  await expect(page).toHaveURL(/\/faq\/common-questions\/reset-password$/);
  await expect(main.getByRole('heading', { level: 1, name: 'How do I reset my password?' })).toBeVisible();
  await expect(main.getByText('The one-time password is 6 digits.', { exact: false })).toBeVisible();
  await expectAccessible(page);

  // Back searches are kept in the address, so Back shows the results again.
  await page.goBack();
  await expect(main.getByRole('link', { name: 'How do I reset my password?' })).toBeVisible();

  // Browse: a topic shows all its questions with their answers.
  await page.goto('/faq');
  await main.getByRole('link', { name: 'Common questions' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Common questions' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(9);
  await expect(main.getByText('Full Name, Email and NRIC cannot be edited.', { exact: false })).toBeVisible();
  await main.getByRole('link', { name: help.backToHelp }).click();
  await main.getByRole('link', { name: 'eGIRO' }).click();
  await expect(main.getByRole('link', { name: 'When will the money be deducted?' })).toBeVisible();
  await expectAccessible(page);

  // A search that finds nothing says so.
  await page.goto('/faq?q=zebra');
  await expect(main.getByRole('heading', { name: /^No answers for “zebra”/ })).toBeVisible();

  // A question that does not exist is not found.
  await page.goto('/faq/egiro/no-such-question');
  await expect(page).toHaveURL(/\/page-not-found$/);

  // The four terms pages.
  for (const [path, title, intro] of [
    ['/term-and-condition', copy.titles.termsAndConditions, TERMS.portal.intro],
    ['/term-condition', copy.titles.termsAndConditions, TERMS.portal.intro],
    ['/program-term-and-condition', copy.titles.programmeTerms, TERMS.programme.intro],
    ['/general-term-and-condition', copy.titles.generalTerms, TERMS.general.intro],
  ] as const) {
    await page.goto(path);
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByText(intro)).toBeVisible();
  }
  await expectAccessible(page);
});
