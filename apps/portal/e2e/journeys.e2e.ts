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
import type { Browser, Locator, Page } from '@playwright/test';
import {
  MEDICAL_HISTORY_QUESTIONS,
  MEDICAL_HISTORY_TEXT,
  HEALTH_DECLARATION_ENGLISH as declarationText,
  bookingPageMessages as bookingText,
  careCalendarPageMessages as calendarText,
  checkInMessages,
  cartPageMessages,
  denticarePageMessages as dentalText,
  formatMessage,
  healthPageMessages,
  messages,
  myServicesPageMessages as servicesText,
  paymentPageMessages,
  registerPageMessages,
  serviceCardMessages,
  volunteerHoursMessage,
  volunteerHoursRefusal,
  type VolunteerHours,
} from '@careportal/domain';
import { PHONE, expect, pageScreens, screensAbove, test } from './journey-checks';
import {
  DEMO,
  cancellationLink,
  choose,
  pickSlot,
  signIn,
  sessionFile,
  tabTo,
  type DemoAccount,
} from './support';

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

/** Signs in at a desktop's width, where Login is in the header; the journey then goes on at a phone's. */
async function signInAtDesktop(browser: Browser, account: DemoAccount) {
  const context = await browser.newContext({
    storageState: undefined,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await signIn(page, account);
  return { context, page };
}

/**
 * Signs `account` in at a desktop's width, where Login is in the header, then on the phone turns on senior mode for
 * the account (My Profile's Text size), as they would once, and keeps the signed-in state in `state`.
 */
async function seniorOnPhone(browser: Browser, account: DemoAccount, state: string) {
  const { context, page } = await signInAtDesktop(browser, account);
  await page.setViewportSize(PHONE);
  await accountLargerText(page, true);
  await context.storageState({ path: state });
  await context.close();
}

/** Turns the account's larger text on or off on My Profile (the account keeps it, for every browser). */
async function accountLargerText(page: Page, on: boolean) {
  await page.goto('/profile');
  const larger = page.getByRole('main').getByRole('switch', { name: messages.labels.largerText });
  await expect(larger).toBeVisible();
  if ((await larger.isChecked()) !== on) {
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/profile/display-mode') && response.request().method() === 'PUT',
    );
    await larger.locator('xpath=ancestor::label[1]').click();
    expect((await saved).status()).toBe(200);
  }
  await expect(theme(page)).toHaveAttribute('data-theme', on ? 'senior' : 'default');
}

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
    await seniorOnPhone(browser, DEMO.rachel, state);
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

  test("gives her father's first medical history, and is offered the way back to My Services (issue 36)", async ({
    page,
    journey,
  }) => {
    const h = MEDICAL_HISTORY_TEXT;
    // This time she answers the question.
    const question = page.getByRole('alertdialog', { name: healthPageMessages.prompt.firstTitle });
    await page.removeLocatorHandler(question);
    await page.goto('/');
    const whose = page.getByRole('radiogroup', { name: servicesText.whoseServices });
    await choose(whose.getByRole('radio', { name: FATHER }));
    // The dialog decides once a visit: the next time she opens My Services, acting for him, it asks.
    await page.goto('/');
    await expect(whose.getByRole('radio', { name: FATHER })).toBeChecked();
    await expect(question).toBeVisible();
    await press(page, question.getByRole('button', { name: healthPageMessages.prompt.fillInNow }));

    await expect(page).toHaveURL(/\/medical-history$/);
    const form = page.getByRole('form', { name: h.title });
    const first = form.getByRole('radiogroup', { name: h.questions.hospitalisation.question });
    await expect(first).toBeVisible();
    await journey.checkPage('Medical history, given for the first time', { primary: first, screens: 2 });
    for (const asked of [
      ...MEDICAL_HISTORY_QUESTIONS.map((key) => h.questions[key].question),
      h.pregnancy.question,
    ]) {
      await choose(
        form.getByRole('radiogroup', { name: asked }).getByRole('radio', { name: messages.labels.no }),
      );
    }
    await expect(form.getByRole('textbox', { name: h.signature.name })).toHaveValue(FATHER);
    await choose(form.getByRole('checkbox', { name: h.confirmation }));
    await press(page, form.getByRole('button', { name: messages.labels.save }));

    // Saved: the catalogue's words, and the next step is the way back, not the form again.
    const back = page.getByRole('link', { name: healthPageMessages.medicalHistory.backToServices });
    await expect(page.getByRole('main').getByText(messages.health.medicalHistorySaved)).toBeVisible();
    await expect(back).toBeVisible();
    await journey.checkPage('Medical history saved', { primary: back, screens: 1 });
    await press(page, back);
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myServices })).toBeVisible();
    await expect(whose.getByRole('radio', { name: FATHER })).toBeChecked();
    await expect(question).toHaveCount(0);
    await journey.checkPage('My Services, back from the medical history', {
      primary: page.getByRole('heading', { level: 1, name: messages.labels.myServices }),
      screens: 1,
    });
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
      page.getByRole('heading', { level: 2, name: bookingText.appointment.PRE_SESSION.title }),
    ).toBeVisible();
  });
});

test.describe('Lim Bee Hoon on a phone, a new sign-up whose client record is at the centre', () => {
  const state = sessionFile('journeys-beehoon');
  /** Her client record's ID number (apps/api/src/db/seed-data.ts DEMO_CLIENT_RECORD). */
  const recordNric = 'S4912345J';
  test.beforeAll(async ({ browser }) => {
    const { context } = await signInAtDesktop(browser, DEMO.beeHoon);
    await context.storageState({ path: state });
    await context.close();
  });
  test.use({ storageState: state });

  test('enters her ID number on My Profile, is asked before her edit is dropped, and links with the ID carried over (issue 36)', async ({
    page,
    journey,
  }) => {
    const p = messages.profilePage;
    await page.goto('/profile');
    await press(page, page.getByRole('button', { name: messages.labels.edit, exact: true }).first());
    const form = page.getByRole('form', { name: messages.labels.editClientDetails });
    const id = form.getByRole('textbox', { name: new RegExp(messages.fields.idNumber) });
    await typeInto(page, id, recordNric);
    await page.keyboard.press('Tab');
    const linkProfile = form.getByRole('button', { name: messages.validation.linkYourProfile });
    await expect(linkProfile).toBeVisible();
    await journey.checkPage('My Profile: the ID number already in the system', {
      primary: linkProfile,
      screens: 6,
    });
    await press(page, linkProfile);

    // Asked first: her edit is not saved, and the ID number goes with her.
    const question = page.getByRole('alertdialog', { name: p.leaveEditTitle });
    await expect(question).toBeVisible();
    await expect(question).toContainText(p.leaveEditCarriesId);
    const stay = question.getByRole('button', { name: p.stayEditing });
    await expect(stay).toBeFocused();
    await journey.checkPage('My Profile: leave without saving?', { primary: stay, screens: 1 });
    await press(page, question.getByRole('button', { name: p.leaveWithoutSaving }));

    // Link your account: the number in its field, said masked above it, and never in the address.
    await expect(page).toHaveURL(/\/link-account$/);
    expect(page.url()).not.toContain(recordNric);
    const main = page.getByRole('main');
    await expect(main.getByRole('textbox', { name: messages.fields.idNumber })).toHaveValue(recordNric);
    await expect(
      main.getByText(formatMessage(messages.linking.idCarried, { id: '*****345J' })),
    ).toBeVisible();
    const clientId = main.getByRole('textbox', { name: messages.linking.clientId });
    await expect(clientId).toHaveValue('');
    await journey.checkPage('Link your account, the ID carried over', { primary: clientId, screens: 2 });
  });
});

test.describe('Siti on a phone, in senior mode', () => {
  /**
   * The most My Services may be, in screens of a phone, for her three services (Circuit Training, and Functional
   * Strength Training twice: enrolled in an intake of 16 sessions, and still to enrol): 9.6 screens in senior mode
   * (7.1 in the default text size) with each tab showing at most 3 bookings and 'Show all'. my-services.e2e.ts,
   * after this file, enrols the second. With every session listed, it was 27 (issue 36).
   */
  const MY_SERVICES_SCREENS = 10;
  const state = sessionFile('journeys-siti');
  const PROGRAMME = 'Functional Strength Training';
  test.beforeAll(async ({ browser }) => {
    await seniorOnPhone(browser, DEMO.siti, state);
  });
  test.afterAll(async ({ browser }) => {
    // Her account's text size as it was: senior-mode.e2e.ts, later in this group, turns it on itself.
    const context = await browser.newContext({ storageState: state });
    await accountLargerText(await context.newPage(), false);
    await context.close();
  });
  test.use({ storageState: state });

  test('is warned that an intake clashes with her other course, and may still enrol', async ({
    page,
    journey,
  }) => {
    // She is enrolled in the programme at Kampung Admiralty (Tuesdays and Fridays, 10:00 to 11:00) and has it at
    // Bukit Batok West still to enrol, whose first intake meets at the very same times (the demo data). She only
    // looks: my-services.e2e.ts, later in this group, enrols it.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myServices })).toBeVisible();
    await page
      .getByRole('link', { name: formatMessage(servicesText.chooseIntakeNamed, { product: PROGRAMME }) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/book-preclass-intake\?/);
    await expect(page.getByRole('heading', { level: 2, name: bookingText.intake.title })).toBeVisible();
    const runs = page.getByRole('radiogroup', { name: /^Intakes at .*Bukit Batok West/ });
    const enrol = page.getByRole('button', { name: bookingText.intake.enrol });
    await expect(runs.getByRole('radio').first()).toBeVisible();
    await journey.checkPage('Choose an intake', { primary: enrol, screens: 2 });

    // The first run, by keyboard: its dates clash with every class of her course at Kampung Admiralty.
    const first = runs.getByRole('radio').first();
    await tabTo(page, first, 150);
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    const warning = page.getByRole('status').filter({ hasText: bookingText.intake.clashWarningTitle });
    await expect(warning).toBeVisible();
    // Her course's clash, said once with every date of the run: told apart by their centres, at the same time.
    const date = String.raw`\d{2}/\d{2}/\d{4}`;
    const clash = warning.getByText(
      new RegExp(
        String.raw`^Siti Nurhaliza binte Ahmad's ${PROGRAMME} at Active Ageing Hub \(Kampung Admiralty\) \(10:00 AM to 11:00 AM\) and Siti Nurhaliza binte Ahmad's ${PROGRAMME} at Active Ageing Hub \(Bukit Batok West\) \(10:00 AM to 11:00 AM\) on ((${date}, )+${date} and ${date}) are at the same time\.$`,
      ),
    );
    await expect(clash).toBeVisible();
    const dates = (await clash.innerText()).match(new RegExp(date, 'g')) ?? [];
    expect(dates.length).toBeGreaterThan(10);
    await expect(warning.getByText(bookingText.intake.clashWarningHint)).toBeVisible();
    // The warning stands between the runs and Enrol, to be read first: about a screen more at 390 px in senior mode.
    await journey.checkPage('An intake with a clash warning', { primary: enrol, screens: 3 });
    // It warns; it never stops her: Enrol is there to press.
    await expect(enrol).toBeEnabled();
    await expect(enrol).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('a charge stated before cancel: an intake appointment says what the charge is before she confirms', async ({
    page,
    journey,
  }) => {
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/yoda-sessions/cancel'))
        posted.push(request.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: messages.labels.myServices })).toBeVisible();
    // Her Functional Strength Training is enrolled in an intake run of 16 dates: each date is an intake
    // appointment, which the seeds say is always cancelled with charge. The first one she can still cancel.
    const cancel = page
      .getByRole('main')
      .getByRole('link', { name: /^Cancel Session \d+ of 16 / })
      .first();
    await expect(cancel).toBeVisible();
    await cancel.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/appointment-cancel\?/);

    // Before she confirms: that it is charged, and what the charge is (the seeds give no amount: the rule).
    const means = page.getByRole('region', { name: servicesText.whatCancellingMeans });
    await expect(means).toContainText(messages.booking.chargedCancellation);
    await expect(means).toContainText(messages.booking.intakeChargeRule);
    const confirm = page.getByRole('button', { name: servicesText.confirmCancelAppointment });
    await journey.checkPage('Cancel an intake appointment', { primary: confirm, screens: 2 });
    expect(await screensAbove(page, means), 'the charge is said above the confirmation').toBeLessThan(
      await screensAbove(page, confirm),
    );
    expect(posted, 'nothing is cancelled by reading').toEqual([]);
  });

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
    // The first course's Show all comes after its card's facts and its 3 nearest sessions, each a booking of six
    // facts with Reschedule and Cancel: 4.7 screens down in senior mode.
    await journey.checkPage('My Services, two courses', { primary: showAll.first(), screens: 5 });

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

/**
 * Two of the demo volunteer activities at Bedok (seed-data.ts DEMO_VOLUNTEER_ACTIVITIES): their check-in windows
 * (from 30 minutes before the start until the end) are hours apart, so at any time one of them is closed.
 */
const DEMO_ACTIVITIES: readonly (VolunteerHours & { id: string; name: string })[] = [
  {
    id: 'YwnD0EMu7zyM_n4ziZXBOfMt',
    name: 'Befriending and lunch helpers',
    startTime: '09:00',
    endTime: '14:00',
  },
  { id: 'YNKxRGB0hOT5ABWrNj5Cu9Ax', name: 'Evening befriending calls', startTime: '19:00', endTime: '21:00' },
];
const HALF_AN_HOUR = 30 * 60_000;

test.describe('a volunteer on a phone', () => {
  test('volunteer check-in out of hours refused: said calmly, with the hours, and not checked in', async ({
    page,
    journey,
  }) => {
    // On the real clock: the activity whose check-in is closed now and for the next half hour, in Singapore time.
    const now = new Date();
    const later = new Date(now.getTime() + HALF_AN_HOUR);
    const activity = DEMO_ACTIVITIES.find(
      (each) =>
        volunteerHoursRefusal('checkIn', each, now) !== null &&
        volunteerHoursRefusal('checkIn', each, later) !== null,
    );
    if (activity === undefined) throw new Error('No demo activity is closed now: their hours overlap.');
    // The words for now, or for half an hour later should the test run past midnight (closed, then not yet open).
    const words = [now, later].map((at) => {
      const refusal = volunteerHoursRefusal('checkIn', activity, at);
      return refusal === null ? '' : volunteerHoursMessage(refusal, activity);
    });

    const main = page.getByRole('main');
    await page.goto(`/check-in-check-out/individual/${activity.id}`);
    await expect(main.getByText(activity.name)).toBeVisible();
    await expect(main.getByText(`${activity.startTime} – ${activity.endTime}`)).toBeVisible();
    await typeInto(page, main.getByRole('textbox', { name: /NRIC \/ FIN/ }), 'S7654321F');
    await typeInto(page, main.getByRole('textbox', { name: new RegExp(checkInMessages.lastFour) }), '4567');
    await page.keyboard.press('Enter');
    const checkIn = main.getByRole('button', { name: checkInMessages.checkIn });
    await expect(main.getByRole('heading', { name: checkInMessages.toCheckInTitle })).toBeFocused();
    journey.allow({
      method: 'POST',
      path: /\/public\/v1\/volunteer\/attendances\/check-in$/,
      status: 409,
      reason: 'the API refuses a check-in outside the activity’s hours',
    });
    await press(page, checkIn);

    const refusal = main
      .getByRole('status')
      .filter({ hasText: words[0] })
      .or(main.getByRole('status').filter({ hasText: words[1] }));
    await expect(refusal.first()).toBeVisible();
    await expect(main.getByRole('heading', { name: checkInMessages.checkedInTitle })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: checkInMessages.toCheckInTitle })).toBeVisible();
    await journey.checkPage('Volunteer check-in out of hours', { primary: refusal.first(), screens: 2 });
  });
});
