/**
 * The portal's main journeys as a senior walks them (issue 35): on a phone (390 px wide), in senior mode, by
 * keyboard where the page allows it (the calendar's day and time are tapped, as on a phone). Every page on the way
 * passes the journey checks (journey-checks.ts): no answer or console error the journey did not expect, no word
 * broken over two lines, the primary action within the screens set for the page, and no disabled primary action
 * that does not say why.
 *
 * Whose data: the visitor's booking is cancelled again, so the pool of free dental times is as it was. The
 * signed-in journeys are Rachel Goh's, whom only care-calendar.e2e.ts uses besides (in the same group of the
 * suite, before this file, and changing none of her bookings): she registers herself for a service and pays it,
 * and cancels and moves her father's classes and her mother's pre-assessment out of the demo clash, which no other
 * file reads afterwards.
 */
import type { Locator, Page } from '@playwright/test';
import {
  HEALTH_DECLARATION_ENGLISH as declarationText,
  serviceCardMessages,
  bookingPageMessages,
  careCalendarPageMessages as calendarText,
  cartPageMessages,
  denticarePageMessages as dentalText,
  formatMessage,
  healthPageMessages,
  messages,
  myServicesPageMessages as servicesText,
  paymentPageMessages,
  registerPageMessages,
} from '@careportal/domain';
import { PHONE, expect, pageScreens, screensAbove, test } from './journey-checks';
import { DEMO, cancellationLink, choose, pickSlot, signIn, sessionFile, tabTo } from './support';

const FATHER = 'Goh Chin Huat';
const MOTHER = 'Lee Siew Kim';
const CLASH = /starts \d+ minutes? after Goh Chin Huat's Circuit Training/;

/** Tabs to `target` and presses Enter: a link or a button, by keyboard. */
async function press(page: Page, target: Locator) {
  await tabTo(page, target, 150);
  await page.keyboard.press('Enter');
}

/** Tabs to the field and types `text`. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field, 150);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

const theme = (page: Page) => page.locator('[data-theme]').first();

/**
 * The limit for a page of times: the first of the chosen day's times starts within `screens` screens, so a
 * person reaches the times, not only the Confirm held at the foot of the screen.
 */
async function expectTimesWithin(page: Page, screens: number) {
  const firstTime = page.getByRole('main').locator('button[aria-pressed]').first();
  await expect(firstTime).toBeVisible();
  expect(await screensAbove(page, firstTime), 'screens of page above the first time').toBeLessThanOrEqual(
    screens,
  );
}

/** A visitor turns on larger text by keyboard: on Denticare's pages the switch is in the logo bar. */
async function seniorModeByKeyboard(page: Page) {
  const larger = page.getByRole('switch', { name: messages.labels.largerText });
  await tabTo(page, larger);
  await page.keyboard.press('Space');
  await expect(larger).toBeChecked();
  await expect(theme(page)).toHaveAttribute('data-theme', 'senior');
}

test.describe('a visitor on a phone, in senior mode', () => {
  test('books a dental appointment, then cancels it from the link in the mail', async ({ page, journey }) => {
    const email = `journey-${String(Date.now())}@example.com`;
    const main = page.getByRole('main');
    await page.goto('/denticare/book-appointment');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await seniorModeByKeyboard(page);

    // Step 1: before the time is chosen, Next is at most 2 screens down (the limit for this step).
    await expect(main.getByRole('heading', { name: dentalText.steps.step1 })).toBeVisible();
    const next = main.getByRole('button', { name: dentalText.next, exact: true });
    const clinic = main
      .getByRole('radiogroup', { name: new RegExp(`^${dentalText.slot.centre}`) })
      .getByRole('radio')
      .first();
    await tabTo(page, clinic);
    await page.keyboard.press('Space');
    await expect(clinic).toBeChecked();
    await expect(main.getByRole('grid')).toBeVisible();
    await journey.checkPage('Denticare step 1', { primary: next, screens: 2 });
    const slot = await pickSlot(main);
    await journey.checkPage('Denticare step 1, a time chosen', { primary: next, screens: 4 });
    await press(page, next);

    // Step 2: the visitor's details.
    await expect(main.getByRole('heading', { name: dentalText.steps.step2 })).toBeVisible();
    await journey.checkPage('Denticare step 2', { primary: next, screens: 4 });
    await typeInto(page, main.getByRole('textbox', { name: /^Full name/ }), 'Tan Ah Kow');
    await typeInto(page, main.getByRole('textbox', { name: /^ID number/ }), 'S1234567D');
    await typeInto(page, main.getByRole('textbox', { name: /^Email address/ }), email);
    await typeInto(page, main.getByRole('textbox', { name: /^Mobile number/ }), '91234567');
    await press(page, next);

    // Step 3: the review, and Confirm.
    await expect(main.getByRole('heading', { name: dentalText.steps.step3 })).toBeVisible();
    const confirm = main.getByRole('button', { name: dentalText.review.confirm });
    await journey.checkPage('Denticare step 3', { primary: confirm, screens: 3 });
    await press(page, confirm);
    await expect(page).toHaveURL(/\/denticare\/confirm-order$/);
    await expect(main.getByText(dentalText.confirmed.sent)).toBeVisible();
    await journey.checkPage('Denticare confirmed', {
      primary: main.getByText(dentalText.confirmed.sent),
      screens: 2,
    });

    // The link in the mail: the appointment, and Cancel this appointment.
    const link = await cancellationLink(page, email);
    await page.goto(new URL(link).pathname);
    await expect(main).toContainText(slot.time);
    const cancel = main.getByRole('button', { name: dentalText.cancel.confirm });
    await journey.checkPage('Denticare cancel by link', { primary: cancel, screens: 2 });
    await press(page, cancel);
    // The page asks first ("Cancel this appointment?") where the portal has that question; then it cancels.
    const question = page.getByRole('alertdialog');
    const done = main.getByText(messages.denticare.cancellationSuccess);
    await expect(question.or(done).first()).toBeVisible();
    if (await question.isVisible()) {
      const yes = question.getByRole('button', { name: dentalText.cancel.confirm });
      await journey.checkPage('Denticare cancel: the question', { primary: yes, screens: 1 });
      await press(page, yes);
    }
    await expect(done).toBeVisible();
    await journey.checkPage('Denticare cancelled', { primary: done, screens: 2 });
  });
});

test.describe('Rachel Goh on a phone, in senior mode', () => {
  const state = sessionFile('journeys-rachel');
  test.beforeAll(async ({ browser }) => {
    // Signed in at a desktop's width, where Login is in the header, then on her phone.
    const context = await browser.newContext({
      storageState: undefined,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await signIn(page, DEMO.rachel);
    await page.setViewportSize(PHONE);
    // Her account keeps senior mode (My Profile's Text size): turned on once, as she would.
    await page.goto('/profile');
    const larger = page.getByRole('main').getByRole('switch', { name: messages.labels.largerText });
    await expect(larger).toBeVisible();
    if (!(await larger.isChecked())) {
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/profile/display-mode') && response.request().method() === 'PUT',
      );
      await larger.locator('xpath=ancestor::label[1]').click();
      expect((await saved).status()).toBe(200);
    }
    await expect(theme(page)).toHaveAttribute('data-theme', 'senior');
    await context.storageState({ path: state });
    await context.close();
  });
  test.use({ storageState: state });
  test.beforeEach(async ({ page }) => {
    // Her parents have no medical history with us yet: acting for one, My Services asks for it, and she says
    // Later (by keyboard: it has the focus), whenever the question comes.
    const question = page.getByRole('alertdialog', { name: healthPageMessages.prompt.firstTitle });
    await page.addLocatorHandler(question, async () => {
      await question.getByRole('button', { name: healthPageMessages.prompt.later }).press('Enter');
    });
  });

  test('registers herself for a service, checks out the cart and pays by PayNow', async ({
    page,
    journey,
  }) => {
    const t = registerPageMessages;
    const r = messages.registration;
    const next = (name: string = messages.labels.next) => page.getByRole('button', { name, exact: true });
    const step = (name: string) => page.getByRole('heading', { level: 2, name });
    await page.goto('/register-service');
    await expect(theme(page)).toHaveAttribute('data-theme', 'senior');
    await expect(step(r.steps.serviceSelection)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Retail', exact: true })).toBeVisible();
    await journey.checkPage('Register: the service', { primary: next(), screens: 3 });

    await choose(page.getByRole('radio', { name: 'Retail', exact: true }));
    const select = async (label: RegExp, option: string) => {
      await press(page, page.getByRole('button', { name: label }));
      await page.getByRole('option', { name: option }).press('Enter');
      await expect(page.getByRole('listbox')).toHaveCount(0);
    };
    await select(new RegExp(`${r.programmeType}$`), 'Rehabilitation');
    await select(new RegExp(` ${r.programme}$`), 'Physiotherapy');
    await choose(page.getByRole('radio', { name: /5 sessions \/ 3 months/ }));
    await choose(page.getByRole('radio', { name: /Senior Gym \(Sengkang\)/ }));
    await journey.checkPage('Register: the programme chosen', { primary: next(), screens: 6 });
    await press(page, next());

    await expect(step(t.detailsTitleMyself)).toBeVisible();
    await journey.checkPage('Register: her details', { primary: next(), screens: 8 });
    await press(page, next());

    await expect(step(t.addressTitle)).toBeVisible();
    const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) }).first();
    await journey.checkPage('Register: her address', { primary: next(), screens: 6 });
    await typeInto(page, field(messages.fields.postalCode), '650440');
    await expect(field(messages.fields.block)).toHaveValue('440');
    await typeInto(page, field(messages.fields.level), '08');
    await typeInto(page, field(messages.fields.unit), '123');
    await expect(page.getByText(messages.success.addressesCreated, { exact: true }).first()).toBeVisible();
    await press(page, next());

    await expect(step(t.contactTitle)).toBeVisible();
    await journey.checkPage('Register: the emergency contact', { primary: next(), screens: 4 });
    await typeInto(page, field(messages.fields.preferredName), 'Goh Wei Jie');
    await select(new RegExp(messages.fields.relationship), 'Spouse');
    await typeInto(page, field(messages.fields.mobileNumber), '87654320');
    await press(page, next());

    await expect(step(r.steps.reviewInformation)).toBeVisible();
    await journey.checkPage('Register: the review', { primary: next(t.addToCart), screens: 6 });
    await press(page, next(t.addToCart));

    await expect(page).toHaveURL(/\/cart-review$/);
    const checkout = page.getByRole('button', { name: cartPageMessages.checkout, exact: true });
    await expect(page.getByText(/GST \(9%\)/)).toBeVisible();
    await journey.checkPage('The cart', { primary: checkout, screens: 3 });
    await press(page, checkout);
    const toPayment = page.getByRole('link', { name: cartPageMessages.continueToPayment });
    await expect(page.getByText(/NH-\d+/).first()).toBeVisible();
    await journey.checkPage('The order placed', { primary: toPayment, screens: 3 });
    await press(page, toPayment);

    await expect(page).toHaveURL(/\/payment\?orderId=/);
    const payNow = page.getByRole('radio', { name: new RegExp(paymentPageMessages.methods.PAYNOW) });
    await tabTo(page, page.getByRole('radio', { name: new RegExp(paymentPageMessages.methods.CARD) }), 150);
    await page.keyboard.press('ArrowDown');
    await expect(payNow).toBeChecked();
    const toBank = page.getByRole('button', { name: paymentPageMessages.payWithBank });
    // The order, the tax invoice's details, the methods and the QR code come first: 3.5 screens in senior mode.
    await journey.checkPage('Payment by PayNow', { primary: toBank, screens: 4 });
    await press(page, toBank);

    // The sandbox bank's own page, as her banking app would show it.
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/bank/paynow/'));
    const pay = page.getByRole('button', { name: 'Pay', exact: true });
    await journey.checkPage('The bank', { primary: pay, screens: 2 });
    await press(page, pay);
    await page.waitForURL(/\/payment-completion\//);
    const thanks = page.getByRole('heading', { name: paymentPageMessages.completionTitle });
    await expect(thanks).toBeVisible();
    await expect(page.getByText(paymentPageMessages.paidWithPayNow)).toBeVisible();
    await journey.checkPage('Paid', { primary: thanks, screens: 1 });
  });

  test('sees a clash in her parents’ week and moves her mother’s pre-assessment out of it', async ({
    page,
    journey,
  }) => {
    await page.goto('/care-calendar');
    await expect(page.getByRole('heading', { level: 1, name: calendarText.title })).toBeVisible();
    const clash = page.getByText(CLASH);
    // The demo data's clash is this week or the next (care-calendar.e2e.ts, before this file, only looks at it).
    const weekRead = async () => {
      await expect(page.getByRole('tab', { name: calendarText.viewWeek })).toBeVisible();
      await page.waitForLoadState('networkidle');
    };
    await weekRead();
    for (let weeks = 0; weeks < 3 && !(await clash.isVisible()); weeks += 1) {
      await press(page, page.getByRole('button', { name: calendarText.nextWeek }));
      await expect(page).toHaveURL(/\?week=/);
      await weekRead();
    }
    await expect(clash).toBeVisible();
    const weekHeading = await page.getByRole('heading', { level: 2, name: /^Week of / }).innerText();
    const reschedule = page.getByRole('button', { name: `Reschedule ${MOTHER}'s Gym Tonic` });
    await journey.checkPage('The care calendar with a clash', { primary: reschedule, screens: 3 });
    await press(page, reschedule);
    await expect(page).toHaveURL(/\/appointment-reschedule\?.*for=/);
    await expect(page.getByRole('heading', { name: servicesText.chooseNewTime })).toBeVisible();
    const confirm = page.getByRole('button', { name: servicesText.confirmNewTime });
    await expect(page.getByRole('grid')).toBeVisible();
    await journey.checkPage('Reschedule the pre-assessment', { primary: confirm, screens: 2 });
    await expectTimesWithin(page, 2);
    // The last free day's last time: in the afternoon, when her father has no class.
    await pickSlot(page.getByRole('main'), { day: 'last', time: 'last' });
    await journey.checkPage('Reschedule the pre-assessment, a time chosen', { primary: confirm, screens: 4 });
    await press(page, confirm);
    await expect(page.getByText(messages.success.appointmentRescheduled)).toBeVisible();
    // Back in the same week of the calendar: her father's class stays, the clash is gone.
    await expect(page).toHaveURL(/\/care-calendar\?week=\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole('heading', { level: 1, name: calendarText.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: weekHeading })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText(FATHER).first()).toBeVisible();
    await expect(clash).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /clash/ })).toHaveCount(0);
    await journey.checkPage('The care calendar, clash resolved', {
      primary: page.getByRole('heading', { level: 1, name: calendarText.title }),
      screens: 1,
    });
  });

  test("in My Services, cancels one of her father's classes", async ({ page, journey }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myServices })).toBeVisible();
    const whose = page.getByRole('radiogroup', { name: servicesText.whoseServices });
    await choose(whose.getByRole('radio', { name: FATHER }));
    const tabs = page.getByRole('tablist', { name: 'Sessions of Circuit Training' });
    await expect(tabs).toBeVisible();
    const upcoming = tabs.locator('..').getByRole('tabpanel');
    const rows = upcoming.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Cancel / }) });
    await expect(rows.first()).toBeVisible();
    await journey.checkPage('My Services, her father', { primary: rows.first(), screens: 4 });

    // His last class: cancelled, with a reason.
    await press(page, rows.last().getByRole('link', { name: /^Cancel / }));
    await expect(page).toHaveURL(/\/session-cancel\?/);
    const reason = page.getByRole('textbox', { name: /^Reasons/ });
    const cancel = page.getByRole('button', {
      name: new RegExp(`^(${servicesText.confirmCancelSession}|${servicesText.confirmForfeitSession})$`),
    });
    await journey.checkPage('Cancel a class', { primary: cancel, screens: 2 });
    await typeInto(page, reason, 'He is visiting his brother');
    await press(page, cancel);
    await expect(page.getByText(messages.booking.sessionCancelled)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myServices })).toBeVisible();
    await expect(whose.getByRole('radio', { name: FATHER })).toBeChecked();
    await journey.checkPage('My Services, a class cancelled', { primary: rows.first(), screens: 4 });
  });

  test("in My Services, moves one of her father's classes to another day", async ({ page, journey }) => {
    await page.goto('/');
    const whose = page.getByRole('radiogroup', { name: servicesText.whoseServices });
    await choose(whose.getByRole('radio', { name: FATHER }));
    const tabs = page.getByRole('tablist', { name: 'Sessions of Circuit Training' });
    const rows = tabs
      .locator('..')
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^Cancel / }) });
    await expect(rows.first()).toBeVisible();
    const movable = rows.filter({ has: page.getByRole('link', { name: /^Reschedule / }) });
    await press(page, movable.last().getByRole('link', { name: /^Reschedule / }));
    await expect(page.getByRole('heading', { name: servicesText.chooseNewTime })).toBeVisible();
    const confirm = page.getByRole('button', { name: servicesText.confirmNewTime });
    await expect(page.getByRole('grid')).toBeVisible();
    await journey.checkPage('Reschedule a class', { primary: confirm, screens: 2 });
    await expectTimesWithin(page, 2);
    await pickSlot(page.getByRole('main'), { day: 'last' });
    await journey.checkPage('Reschedule a class, a time chosen', { primary: confirm, screens: 4 });
    await press(page, confirm);
    await expect(page.getByText(messages.booking.sessionRescheduled)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myServices })).toBeVisible();
    await journey.checkPage('My Services, after', { primary: rows.first(), screens: 4 });
  });
  test("makes her father's health declaration, then takes his Gym Tonic's next step from its card", async ({
    page,
    journey,
  }) => {
    const named = (template: string) => formatMessage(template, { product: 'Gym Tonic' });
    await page.goto('/');
    const whose = page.getByRole('radiogroup', { name: servicesText.whoseServices });
    await choose(whose.getByRole('radio', { name: FATHER }));
    await press(page, page.getByRole('link', { name: named(servicesText.completeHealthDeclarationNamed) }));
    await expect(page).toHaveURL(/\/health-declaration\?serviceId=/);

    const form = page.getByRole('form', { name: declarationText.title });
    await choose(form.getByRole('checkbox', { name: declarationText.joinReasons['Prevent falls'] }));
    await choose(form.getByRole('radio', { name: declarationText.exerciseFrequencies['1-3'] }));
    await press(page, form.getByRole('button', { name: declarationText.actions.next }));
    await expect(form.getByRole('heading', { name: declarationText.steps.HealthCondition })).toBeVisible();
    const conditions = form.getByRole('group', { name: declarationText.healthConditionsQuestion });
    await choose(
      conditions.getByRole('checkbox', { name: declarationText.healthConditions['None of these'] }),
    );
    const injuries = form.getByRole('group', { name: declarationText.injuriesQuestion });
    await choose(injuries.getByRole('checkbox', { name: declarationText.bodyParts.Knee }));
    await press(page, form.getByRole('button', { name: declarationText.actions.next }));
    await press(page, page.getByRole('button', { name: healthPageMessages.healthDeclaration.submit.en }));
    await expect(page.getByText(messages.health.declarationSaved)).toBeVisible();
    await press(
      page,
      page.getByRole('link', { name: healthPageMessages.healthDeclaration.backToServices.en }),
    );

    // Back on My Services, still acting for him: his Gym Tonic is Upcoming, all 24 sessions to come, and its card
    // offers the step its booking stage leads to, the pre-assessment (issue 36: it was a dead end).
    await expect(whose.getByRole('radio', { name: FATHER })).toBeChecked();
    const book = page.getByRole('link', { name: named(serviceCardMessages.bookPreAssessmentNamed) });
    await journey.checkPage('My Services, his health declaration made', { primary: book, screens: 3 });
    await press(page, book);
    await expect(page).toHaveURL(/\/book-preclass-sessions\?serviceId=/);
    await expect(
      page.getByRole('heading', { level: 2, name: bookingPageMessages.appointment.PRE_SESSION.title }),
    ).toBeVisible();
  });
});

test.describe('Siti, with two courses, on a phone', () => {
  /**
   * The most My Services may be, in screens of a phone, for her three services (Circuit Training, and Functional
   * Strength Training twice: enrolled in an intake of 16 sessions, and still to enrol): 7.1 screens with each tab
   * showing at most 3 bookings and 'Show all', and about 8.7 should the second be enrolled too (another journey
   * may enrol it). With every session listed, it was 27 (issue 36).
   */
  const MY_SERVICES_SCREENS = 10;
  const state = sessionFile('journeys-siti');
  test.beforeAll(async ({ browser }) => {
    // Signed in at a desktop's width, where Login is in the header.
    const context = await browser.newContext({
      storageState: undefined,
      viewport: { width: 1280, height: 800 },
    });
    await signIn(await context.newPage(), DEMO.siti);
    await context.storageState({ path: state });
    await context.close();
  });
  test.use({ storageState: state });

  test('sees a few bookings of each course, and all of them on Show all', async ({ page, journey }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myServices })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Functional Strength Training', level: 4 })).toHaveCount(
      2,
    );
    await expect(page.getByText(messages.generic.loading)).toHaveCount(0);
    await expect(page.getByRole('tablist').first()).toBeVisible();
    expect(await pageScreens(page), 'screens of My Services').toBeLessThanOrEqual(MY_SERVICES_SCREENS);
    const showAll = page.getByRole('button', { name: serviceCardMessages.showAll });
    await expect(showAll.first()).toBeVisible();
    await journey.checkPage('My Services, two courses', { primary: showAll.first(), screens: 4 });

    // The intake's sessions: the nearest 3, and Show all saying how many more there are.
    const panelId = await page.getByRole('tabpanel').filter({ has: showAll.first() }).getAttribute('id');
    const list = page.locator(`[id="${panelId ?? ''}"]`);
    const rows = list.getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(showAll.first()).toHaveAttribute('aria-expanded', 'false');
    const said = await showAll.first().evaluate((button) => {
      const id = button.getAttribute('aria-describedby') ?? '';
      return document.getElementById(id)?.textContent ?? '';
    });
    const counted = new RegExp(
      `^${serviceCardMessages.moreBookingsHidden.replace('{count}', '(\\d+)')}$`,
    ).exec(said);
    expect(counted, `Show all's description: ${said}`).not.toBeNull();
    const hidden = Number(counted?.[1]);
    expect(hidden).toBeGreaterThanOrEqual(2);

    await press(page, showAll.first());
    await expect(rows).toHaveCount(3 + hidden);
    // The focus is on the first booking revealed, and the button says the rest is shown.
    await expect(rows.nth(3).locator(':focus')).toHaveCount(1);
    await expect(list.getByRole('button', { name: serviceCardMessages.showFewer })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
