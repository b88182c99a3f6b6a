/**
 * The journey checks (journey-checks.ts) fail when they should: each is shown a small page made to break it, and
 * one made to pass, so that a journey that passes them has passed something.
 */
import { expect, test, type Page } from '@playwright/test';
import { PHONE, brokenWords, disabledWithoutReason, screensAbove, watchJourney } from './journey-checks';
import { apiUrl } from './support';

test.use({ viewport: PHONE });

async function show(page: Page, body: string) {
  await page.setContent(
    `<!doctype html><html lang="en"><body style="margin:0;font:16px/1.5 sans-serif">${body}</body></html>`,
  );
}

test('a word broken over two lines is found; words that wrap whole, and breaks after a hyphen, are not', async ({
  page,
}) => {
  await show(
    page,
    `<main>
      <p id="broken" style="width:60px;overflow-wrap:anywhere">Appointments</p>
      <p style="width:60px;word-break:break-all">Unquestionably</p>
      <p style="width:120px">Free times on Thursday, 03/12/2026</p>
      <p style="width:70px">Pre-assessment</p>
      <p style="width:40px">预约牙科检查时间</p>
      <p style="display:none;width:10px;overflow-wrap:anywhere">Hiddenwords</p>
    </main>`,
  );
  const found = await brokenWords(page);
  expect(found.map((entry) => entry.word)).toEqual(['Appointments', 'Unquestionably']);
  expect(found[0]?.tops.length).toBeGreaterThan(1);
});

test('the primary action is measured from the top of the document, in screens', async ({ page }) => {
  await show(page, `<div style="height:${String(PHONE.height * 2.5)}px"></div><button>Next</button>`);
  const next = page.getByRole('button', { name: 'Next' });
  expect(await screensAbove(page, next)).toBeCloseTo(2.5, 1);
  // Scrolled to it, it is still as far down the page.
  await next.scrollIntoViewIfNeeded();
  expect(await screensAbove(page, next)).toBeCloseTo(2.5, 1);
});

test('an action held at the bottom of the screen is measured where it stands with the page at its top', async ({
  page,
}) => {
  const bar = 'position:sticky;bottom:0;height:100px;margin:0';
  // Its section starts in the first screen: the bar stands at the screen's foot, whatever the last scroll was.
  await show(
    page,
    `<div style="height:${String(PHONE.height / 2)}px"></div><section><div style="height:${String(PHONE.height * 3)}px"></div><p style="${bar}"><button>Confirm</button></p></section>`,
  );
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await page.evaluate(() => {
    window.scrollTo(0, document.body.scrollHeight);
  });
  expect(await screensAbove(page, confirm)).toBeCloseTo((PHONE.height - 100) / PHONE.height, 1);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(PHONE.height);
  // Its section starts 2.5 screens down: a person scrolls that far before they meet it.
  await show(
    page,
    `<div style="height:${String(PHONE.height * 2.5)}px"></div><section><div style="height:${String(PHONE.height)}px"></div><p style="${bar}"><button>Confirm</button></p></section>`,
  );
  expect(await screensAbove(page, confirm)).toBeCloseTo(2.5, 1);
});

test('a disabled primary or submit button must name a visible reason with aria-describedby', async ({
  page,
}) => {
  await show(
    page,
    `<main>
      <button id="silent" disabled>Next</button>
      <p>Choose a time first.</p>
      <form><button type="submit" aria-disabled="true">Confirm</button></form>
      <button disabled aria-describedby="gone">Pay</button>
      <p id="gone" hidden>Add a card first.</p>
      <button disabled aria-describedby="why">Book</button>
      <p id="why">Choose a time first.</p>
      <button disabled>Previous month</button>
    </main>`,
  );
  // Next (the primary action) and Confirm (a submit button) say nothing; Pay's reason is hidden; Book says why.
  expect(await disabledWithoutReason(page, page.getByRole('button', { name: 'Next' }))).toEqual([
    'Next',
    'Confirm',
  ]);
  expect(await disabledWithoutReason(page, page.getByRole('button', { name: 'Pay' }))).toEqual([
    'Pay',
    'Confirm',
  ]);
  expect(await disabledWithoutReason(page, page.getByRole('button', { name: 'Book' }))).toEqual(['Confirm']);
  // A disabled button that is neither primary nor a submit (a calendar's first month) is not held to it.
  await show(page, `<main><button disabled>Previous month</button></main>`);
  expect(await disabledWithoutReason(page)).toEqual([]);
});

test('an answer of 400 or more fails unless allowed, and so does a console error or an uncaught exception', async ({
  page,
}) => {
  await page.route(`${apiUrl}/journey-check/**`, (route) =>
    route.fulfill({
      status: route.request().url().endsWith('/expected') ? 404 : 500,
      headers: { 'access-control-allow-origin': '*' },
      body: '{}',
    }),
  );
  const watch = watchJourney(page);
  await show(page, '<main><h1>Checks</h1></main>');
  watch.allow({
    method: 'GET',
    path: '/journey-check/expected',
    status: 404,
    reason: 'the self-test asks for it',
  });
  await page.evaluate(async (api) => {
    await fetch(`${api}/journey-check/expected`);
    await fetch(`${api}/journey-check/unexpected`);
  }, apiUrl);
  await expect
    .poll(() => watch.unexpectedAnswers())
    .toEqual([`GET ${apiUrl}/journey-check/unexpected → 500`]);
  // The browser's line for the unexpected answer is a console error; the allowed one's is not.
  await expect
    .poll(() => watch.consoleErrors())
    .toEqual([expect.stringMatching(/^Failed to load resource.*500.*journey-check\/unexpected/)]);

  await page.evaluate(() => {
    console.error('Something went wrong');
    setTimeout(() => {
      throw new Error('boom');
    }, 0);
  });
  await expect.poll(() => watch.consoleErrors().length).toBe(3);
  expect(watch.consoleErrors().slice(1)).toEqual(['Something went wrong', 'Uncaught Error: boom']);
  expect(() => {
    watch.expectClean();
  }).toThrow();
});

test('checkPage fails on each broken rule and passes a page that keeps them', async ({ page }) => {
  const watch = watchJourney(page);
  const next = page.getByRole('button', { name: 'Next' });
  await show(
    page,
    `<main><p style="width:50px;overflow-wrap:anywhere">Denticare</p><button>Next</button></main>`,
  );
  await expect(watch.checkPage('broken word', { primary: next, screens: 2 })).rejects.toThrow(/broken/);
  await show(page, `<main><div style="height:2000px"></div><button>Next</button></main>`);
  await expect(watch.checkPage('too tall', { primary: next, screens: 2 })).rejects.toThrow(/screens/);
  await show(page, `<main><button disabled>Next</button></main>`);
  await expect(watch.checkPage('silent', { primary: next, screens: 2 })).rejects.toThrow(/say why/);
  await show(
    page,
    `<main><p>Denticare</p><button disabled aria-describedby="r">Next</button><p id="r">Choose a time.</p></main>`,
  );
  await watch.checkPage('kept', { primary: next, screens: 2 });
});
