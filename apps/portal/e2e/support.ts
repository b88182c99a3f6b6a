/**
 * What the browser suites share: the demo accounts, the real sign-in, the accessibility check, and the watch on
 * the API's answers during a journey.
 */
import { expect, type Browser, type Locator, type Page, type Response } from '@playwright/test';
import { messages, slotPickerMessages } from '@careportal/domain';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations } from '../../../scripts/axe.cjs';

export const identityUrl = process.env.IDENTITY_URL ?? 'https://127.0.0.1:4600';
/** The API the suite's stack runs (its sandbox gateway and bank pages too). */
export const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';

/** A seeded demo sign-in (apps/identity/src/accounts.ts; the API seeds the client accounts behind them). */
export interface DemoAccount {
  email: string;
  password: string;
  name: string;
}

const DEMO_PASSWORD = 'CarePortal#2026';

export const DEMO = {
  /** Active Ageing, linked, with the loved one Tan Mei Ling. */
  ahKow: { email: 'ahkow.tan@example.sg', password: DEMO_PASSWORD, name: 'Tan Ah Kow' },
  /** Retail, full details, pending link, no addresses. */
  siti: { email: 'siti.ahmad@example.sg', password: DEMO_PASSWORD, name: 'Siti Nurhaliza binte Ahmad' },
  /** A new sign-up: pending link, only a name, an email and a mobile number. */
  beeHoon: { email: 'beehoon.lim@example.sg', password: DEMO_PASSWORD, name: 'Lim Bee Hoon' },
  /** Active Ageing; her medical history is more than 1 year old, and a programme waits for her health declaration. */
  siewLan: { email: 'siewlan.ng@example.sg', password: DEMO_PASSWORD, name: 'Ng Siew Lan' },
  /** A caregiver: her parents are her loved ones, and their week has a clash (seed DEMO_CAREGIVER). */
  rachel: { email: 'rachel.goh@example.sg', password: DEMO_PASSWORD, name: 'Rachel Goh Hui Min' },
} as const satisfies Record<string, DemoAccount>;

/** Signs in through the sign-in provider's real page, starting from the portal's Login button. */
export async function signIn(page: Page, account: DemoAccount) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: messages.labels.login }).click();
  await page.waitForURL((url) => url.href.startsWith(identityUrl));
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.href.startsWith(identityUrl));
  await expect(page.getByRole('banner')).toContainText(account.name);
}

/**
 * Signs `account` in once for a describe block and returns the storage state file its tests use (MSAL keeps its
 * tokens in local storage): call from `test.beforeAll`, pass the path to `test.use({ storageState })`.
 */
export function sessionFile(name: string): string {
  return join(tmpdir(), `careportal-e2e-${name}-${String(process.pid)}.json`);
}

export async function saveSignedInState(browser: Browser, account: DemoAccount, path: string) {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await signIn(page, account);
  await context.storageState({ path });
  await context.close();
}

/**
 * No axe violations on the page once it has settled.
 *
 * A page is still moving for a moment after a person acts: a route swaps its content in, a toast fades in (its
 * text reads as low contrast until it has arrived), and react-aria announces some events (a toast, a pending
 * button) through one live region whose entry is labelled by the element announced, removed 7 s later. An entry
 * whose element has gone (the toast closed, the page moved on) is a dangling label until then. So the check runs
 * again until the page is clean, for up to 30 s: what is still wrong after that is a real violation, reported
 * with the element's HTML. (15 s was too short beside the story suite on a 2-core machine: one axe run of a full
 * page took most of it, and the check timed out before it had run to the end once.)
 */
export async function expectAccessible(page: Page) {
  await expect(async () => {
    const dangling = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].filter((entry) =>
          (entry.getAttribute('aria-labelledby') ?? '').split(/\s+/).some((id) => {
            if (id === '') return false;
            const named = document.getElementById(id);
            return named === null || named.textContent.trim() === '';
          }),
        ).length,
    );
    expect(dangling, 'live announcements labelled by elements that are gone').toBe(0);
    // Each violation names where it is, so a failure says which element to fix.
    expect(await axeViolations(page)).toEqual([]);
  }).toPass({ timeout: 30_000, intervals: [250, 500, 1_000] });
}

/**
 * Axe in the default theme, then in senior mode, and back: the header's "Larger text" switch (`largerText`, the
 * label in the page's language) is turned on and off as a person would, by its label, which takes the click.
 * For a signed-in customer the switch also keeps the choice in the account, so it is always turned off again.
 */
export async function expectAccessibleInBothThemes(
  page: Page,
  largerText: string = messages.labels.largerText,
) {
  await expectAccessible(page);
  const toggle = page.getByRole('banner').getByRole('switch', { name: largerText });
  // The switch's input is hidden under its label, which takes the click as a person's would.
  const label = toggle.locator('xpath=ancestor::label[1]');
  await label.click();
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'senior');
  await expectAccessible(page);
  await label.click();
  await expect(page.locator('[data-theme]').first()).toHaveAttribute('data-theme', 'default');
}

/** The id the API's seed gives a row (apps/api/src/db/seed.ts `seedId`). */
export function seedId(kind: string, ...key: string[]): string {
  const hex = createHash('sha256')
    .update(`careportal-seed:${kind}:${key.join('|')}`)
    .digest('hex');
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Picks a react-aria radio or checkbox the way a person does: by its label. */
export async function choose(control: Locator) {
  await control.locator('xpath=ancestor::label[1]').click();
  await expect(control).toBeChecked();
}

/** Presses Tab until `target` has focus (at most `limit` times): the way a keyboard user gets there. */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The sandbox gateway's own page: the card number is typed there, never in the portal. */
export async function fillGatewayForm(page: Page, number: string, { keyboard }: { keyboard: boolean }) {
  await page.waitForURL((url) => url.href.startsWith(`${apiUrl}/sandbox/gateway/card-form`));
  const fields: [string, string][] = [
    ['Card number', number],
    ['Expiry month (MM)', '12'],
    ['Expiry year (YYYY)', '2030'],
    ['CVC', '123'],
  ];
  for (const [label, value] of fields) {
    const field = page.getByLabel(label);
    if (keyboard) {
      await tabTo(page, field);
      await page.keyboard.type(value);
    } else {
      await field.fill(value);
    }
  }
  const save = page.getByRole('button', { name: 'Save card' });
  if (keyboard) {
    await tabTo(page, save);
    await page.keyboard.press('Enter');
  } else {
    await save.click();
  }
}

/** An answer of the API: the request's method, its path with its query (as sent), and the HTTP status. */
export interface ApiAnswer {
  method: string;
  path: string;
  status: number;
}

const describeAnswer = ({ method, path, status }: ApiAnswer) => `${method} ${path} → ${String(status)}`;

/** What {@link watchApiAnswers} gives a journey. */
export interface ApiAnswers {
  /**
   * The journey means to meet this answer (an intended 4xx): exact method, path (with its query) and status. Say
   * so at the step that meets it; an id the path holds may be read once the page shows it (the check comes last).
   */
  allow: (answer: ApiAnswer) => void;
  /** Every 4xx or 5xx recorded so far that was not allowed, as 'METHOD path → status'. */
  unexpectedErrors: () => string[];
  /** Fails with every unexpected 4xx or 5xx of the journey, and stops recording. */
  expectNoUnexpectedErrors: () => void;
}

/**
 * Records every answer the API gives `page` (the portal's calls, and the API's sandbox gateway and bank pages), so
 * that a journey fails on any 4xx or 5xx it did not mean to meet: a call the portal should not have made, or one it
 * made and then did not handle, is as much a defect as a wrong text on the screen.
 *
 * A step whose intended behaviour is a refusal (an expired promotion code, a declined card) says so first with
 * `allow`, naming the exact method, path and status, and why in a comment. Start it in `test.beforeEach` and call
 * `expectNoUnexpectedErrors` in `test.afterEach` (or at the end of a journey).
 */
export function watchApiAnswers(page: Page): ApiAnswers {
  const apiOrigin = new URL(apiUrl).origin;
  const answers: ApiAnswer[] = [];
  const allowed: ApiAnswer[] = [];
  const record = (response: Response) => {
    const url = new URL(response.url());
    if (url.origin !== apiOrigin) return;
    answers.push({
      method: response.request().method(),
      path: url.pathname + url.search,
      status: response.status(),
    });
  };
  page.on('response', record);
  const isAllowed = (answer: ApiAnswer) =>
    allowed.some(
      (entry) =>
        entry.method === answer.method && entry.path === answer.path && entry.status === answer.status,
    );
  const unexpectedErrors = () =>
    answers.filter((answer) => answer.status >= 400 && !isAllowed(answer)).map(describeAnswer);
  return {
    allow: (answer) => {
      allowed.push(answer);
    },
    unexpectedErrors,
    expectNoUnexpectedErrors: () => {
      page.off('response', record);
      expect(unexpectedErrors(), 'API answers of 400 or more that the journey did not expect').toEqual([]);
    },
  };
}

/**
 * Chooses a free day and a time in the UI package's SlotPicker inside `scope`, as a person would: on the month the
 * calendar opens on, or after turning to the last month it offers; the first or last free day; the first or last
 * time. Returns the day as the page says it ('Thursday, 03/12/2026') and the time ('09:45 AM').
 */
export async function pickSlot(
  scope: Page | Locator,
  {
    month = 'first',
    day = 'first',
    time = 'first',
    words = { nextMonth: slotPickerMessages.nextMonth, timesOn: slotPickerMessages.timesOn },
  }: Partial<Record<'month' | 'day' | 'time', 'first' | 'last'>> & {
    /** The picker's words in the page's language: its Next month button, and its 'Free times on {date}'. */
    words?: { nextMonth: string; timesOn: string };
  } = {},
): Promise<{ day: string; time: string }> {
  const grid = scope.getByRole('grid');
  await expect(grid).toBeVisible();
  if (month === 'last') {
    const next = scope.getByRole('button', { name: words.nextMonth, exact: true });
    while (await next.isEnabled()) {
      const shown = await grid.getAttribute('aria-label');
      await next.click();
      await expect(grid).not.toHaveAttribute('aria-label', shown ?? '');
    }
  }
  // A free day is a day button that is not unavailable; they show once the month's free days are read.
  const free = grid.locator('[role="button"]:not([aria-disabled="true"]):not([hidden])');
  await expect(free.first()).toBeVisible();
  await free[day]().click();
  const [before = '', after = ''] = words.timesOn.split('{date}');
  const heading = scope.getByRole('heading', {
    name: new RegExp(`^${escapeRegExp(before)}.+${escapeRegExp(after)}$`),
  });
  await expect(heading).toBeVisible();
  const headingText = (await heading.textContent()) ?? '';
  const dayText = headingText.slice(before.length, headingText.length - after.length);
  const button = scope.locator('button[aria-pressed]')[time]();
  const timeText = ((await button.locator('span').first().textContent()) ?? '').slice(0, 8);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return { day: dayText, time: timeText };
}

/** `text` as a pattern that matches it literally. */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface OutboxMessage {
  to: string;
  text: string;
}

/** The Denticare cancellation link the booking's confirmation sent to `email` (the sandbox outbox). */
export async function cancellationLink(page: Page, email: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const response = await page.request.get(`${apiUrl}/dev/outbox?format=json`);
    const body = (await response.json()) as { messages: OutboxMessage[] };
    const mail = body.messages.find(
      (message) => message.to === email && message.text.includes('/denticare/appointment/'),
    );
    link = /https?:\/\/\S+\/denticare\/appointment\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 10_000 });
  return link;
}
